// A player writes a spell whose area has a height and a second form the caster may choose instead,
// and the catalog's detail shows both, drawn, like the built-in Forcecage.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../App';
import { useAppStore } from '../../store/app-store';
import { setupSpellScreen } from '../../testing/screen';
import { vlna } from '../../i18n/tools/vlna.mjs';

vi.setConfig({ testTimeout: 40_000 });
setupSpellScreen('/vlastni-kouzla');

/** The value of a fact row ("Oblast účinku") of the spell block or the editor's preview. */
const fact = (label: string, root: HTMLElement = document.body) => within(root).getAllByText(label, { selector: 'dt' })[0].nextElementSibling?.textContent;

describe('homebrew area in the detail', () => {
  it('a cylinder with its height and a line as its second form, in the editor and the detail', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: '+ Nové kouzlo' }, { timeout: 20_000 }));
    await user.type(screen.getByLabelText('Název'), 'Mrazivý sloup');
    await user.type(screen.getByLabelText('Vzdálenost v sázích'), '12');
    await user.click(screen.getByLabelText('Kouzelník'));
    await user.click(screen.getByLabelText('Popis'));
    await user.paste('Sloup mrazu.');
    // the height field belongs to a cylinder, the width field to a line
    expect(screen.queryByLabelText('Výška v sázích')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tvar oblasti'), 'cylinder');
    expect(screen.queryByLabelText('Šířka v sázích')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Velikost v sázích'), '2');
    await user.type(screen.getByLabelText('Výška v sázích'), '8');

    await user.click(screen.getByRole('button', { name: '+ Jiná podoba oblasti' }));
    const other = screen.getByRole('group', { name: 'Jiná podoba oblasti' });
    // the second form starts as the first one's shape, and takes the focus
    expect(within(other).getByLabelText('Tvar oblasti')).toHaveValue('cylinder');
    await vi.waitFor(() => expect(within(other).getByLabelText('Tvar oblasti')).toHaveFocus());
    await user.selectOptions(within(other).getByLabelText('Tvar oblasti'), 'line');
    await user.type(within(other).getByLabelText('Velikost v sázích'), '12');
    await user.type(within(other).getByLabelText('Šířka v sázích'), '2');
    const preview = screen.getByRole('region', { name: 'Jak se kouzlo zobrazí' });
    expect(fact('Oblast účinku', preview)).toBe(vlna('válec o poloměru 2 sáhů a výšce 8 sáhů nebo dráha o délce 12 sáhů a šířce 2 sáhů'));
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(useAppStore.getState().homebrew[0].data).toMatchObject({
      area: { shape: 'cylinder', sizeFt: 10, heightFt: 40 },
      areaOr: { shape: 'line', sizeFt: 60, widthFt: 10 },
    });

    await user.click(screen.getByRole('link', { name: vlna('Kouzlo Mrazivý sloup v katalogu') }));
    await screen.findByRole('heading', { level: 1, name: 'Mrazivý sloup' }, { timeout: 20_000 });
    expect(fact('Oblast účinku')).toBe(vlna('válec o poloměru 2 sáhů a výšce 8 sáhů nebo dráha o délce 12 sáhů a šířce 2 sáhů'));
    const area = screen.getByRole('region', { name: 'Oblast účinku' });
    const captions = within(area).getAllByTestId('area-caption').map((c) => c.textContent);
    expect(captions).toHaveLength(2);
    expect(captions[0]).toMatch(new RegExp(`^${vlna('Válec o poloměru 2 sáhů a výšce 8 sáhů')}: `));
    expect(captions[1]).toMatch(new RegExp(`^${vlna('Dráha o délce 12 sáhů a šířce 2 sáhů')}: `));
    expect(within(area).getByText('nebo')).toBeInTheDocument();
    await act(async () => {});
  });

  it('a cone from the caster with a sphere as its second form: both named, not only the range\'s cone', async () => {
    const area = { shape: 'cone' as const, sizeFt: 30 };
    useAppStore.setState({
      homebrew: [{
        data: {
          id: 'hb-dech-a1b2', srdName: 'Dech', level: 2, school: 'evocation', ritual: false, concentration: false,
          castingTime: { amount: 1, unit: 'action' }, range: { kind: 'self', area }, components: { v: true, s: false, m: false },
          duration: { unit: 'instantaneous', upTo: false, concentration: false }, classes: ['wizard'], subclasses: [], homebrew: true,
          area, areaOr: { shape: 'sphere', sizeFt: 10 },
        },
        text: { name: 'Dech', castingTime: '', range: '', components: '', duration: '', description: ['Dech.'] },
      }],
    });
    window.history.replaceState(null, '', '/kouzla/hb-dech-a1b2');
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Dech' }, { timeout: 20_000 });
    expect(fact('Oblast účinku')).toBe(vlna('kužel o délce 6 sáhů nebo koule o poloměru 2 sáhů'));
    await act(async () => {});
  });
});

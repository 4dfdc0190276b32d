// Areas in the spell detail as the SRD 5.1 texts give them, in sáhy: a cylinder with its height,
// two forms of one prison, and no diagram for a square mile of terrain no template shape can say.
import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { setupSpellScreen } from '../../testing/screen';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { SpellBlock } from '../../components/SpellBlock';
import SpellDetailScreen from './SpellDetailScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

setupSpellScreen('/kouzla/reverse-gravity');

const captions = () => screen.getAllByTestId('area-caption').map((c) => c.textContent);
/** The value of a fact row of the spell block ("Oblast účinku"), or null when the spell shows none. */
const fact = (label: string) => {
  const row = screen.queryAllByText(label, { selector: 'dt, th' })[0];
  return row ? row.nextElementSibling?.textContent ?? null : null;
};

describe('spell areas in the detail', { timeout: 30_000 }, () => {
  it('Otoč gravitaci: a cylinder 10 sáhů in radius and 20 sáhů high', async () => {
    render(<SpellDetailScreen id="reverse-gravity" />);
    await screen.findByRole('heading', { level: 1, name: 'Otoč gravitaci' }, { timeout: 15_000 });
    expect(fact('Oblast účinku')).toBe(vlna('válec o poloměru 10 sáhů a výšce 20 sáhů'));
    expect(captions()).toHaveLength(1);
    expect(captions()[0]).toMatch(new RegExp(`^${vlna('Válec o poloměru 10 sáhů a výšce 20 sáhů')}: `));
  });

  it('Silová klec: a cage up to 4 sáhy on a side or a box up to 2 sáhy, each drawn', async () => {
    render(<SpellDetailScreen id="forcecage" />);
    await screen.findByRole('heading', { level: 1, name: 'Silová klec' }, { timeout: 15_000 });
    expect(fact('Oblast účinku')).toBe(vlna('krychle o hraně 4 sáhů nebo krychle o hraně 2 sáhů'));
    expect(captions()).toEqual([vlna('Krychle o hraně 4 sáhů: 16 polí'), vlna('Krychle o hraně 2 sáhů: 4 pole')]);
    const area = screen.getByRole('region', { name: 'Oblast účinku' });
    expect(within(area).getByText('nebo')).toBeInTheDocument();
  });

  it('Fata morgána: a square mile of terrain gets no cube and no diagram', async () => {
    render(<SpellDetailScreen id="mirage-arcane" />);
    await screen.findByRole('heading', { level: 1, name: 'Fata morgána' }, { timeout: 15_000 });
    expect(fact('Oblast účinku')).toBeNull();
    expect(screen.queryByTestId('area-diagram')).toBeNull();
    expect(screen.queryByText(/krychle/i)).toBeNull();
  });

  it("Poryv větru: a line 2 sáhy wide names its width in the area row, the range text stays the SRD's", async () => {
    render(<SpellDetailScreen id="gust-of-wind" />);
    await screen.findByRole('heading', { level: 1, name: 'Poryv větru' }, { timeout: 15_000 });
    expect(fact('Dosah')).toBe(vlna('Ty sám (dráha o délce 12 sáhů)'));
    expect(fact('Oblast účinku')).toBe(vlna('dráha o délce 12 sáhů a šířce 2 sáhů'));
    expect(captions()[0]).toMatch(new RegExp(`^${vlna('Dráha o délce 12 sáhů a šířce 2 sáhů')}: 24\\spolí`));
  });

  it('Gust of Wind in English: "60-foot line, 10 feet wide"; Lightning Bolt has no area row', async () => {
    const i18n = await act(() => setupTestI18n('en'));
    try {
      const en = new Map((await loadCatalog('en')).map((s) => [s.id, s]));
      const { unmount } = render(<SpellBlock spell={en.get('gust-of-wind')!} />);
      expect(fact('Area of effect')).toBe('60-foot line, 10\u00a0feet wide');
      unmount();
      render(<SpellBlock spell={en.get('lightning-bolt')!} />);
      expect(fact('Area of effect')).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('cs'));
    }
  });
});

// Daily preparation (after a long rest): the dialog's choice within each class's limit, over it
// (said, not refused), spells of a level without slots, keeping yesterday's choice.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import SpellbookScreen from './SpellbookScreen';
import { owned, ready, seedElminster, statusOf } from '../../testing/spellbook-screen';

// userEvent in jsdom is slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

setupSpellScreen('/kniha');

describe('daily preparation', () => {
  it('after a long rest: banner, pick within the limit, confirm', async () => {
    const c = seedElminster({ preparationPending: true });
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await ready();
    expect(screen.getByText('Po důkladném odpočinku si můžeš připravit kouzla')).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Po důkladném odpočinku si můžeš připravit kouzla' })).getByRole('button', { name: 'Připravit kouzla' }));
    const dialog = screen.getByRole('dialog', { name: 'Příprava kouzel' });
    const d = within(dialog);
    expect(d.getByTestId('prep-count-wizard')).toHaveTextContent('Vybrána 3 kouzla z 8');
    expect(d.getByTestId('prep-count-cleric')).toHaveTextContent('Vybráno 1 kouzlo ze 4');
    // wizard: only the spellbook; cleric 2: the class list up to level 1, without always-prepared spells
    const clericSection = within(d.getByRole('heading', { level: 3, name: 'Klerik 2' }).closest('section')!);
    expect(clericSection.getByText('Vybíráš ze seznamu kouzel povolání do 1. úrovně.')).toBeInTheDocument();
    expect(clericSection.queryByRole('checkbox', { name: /Požehnání/ })).not.toBeInTheDocument();
    expect(clericSection.queryByRole('checkbox', { name: /Duchovní zbraň/ })).not.toBeInTheDocument();
    // diacritics-free search
    await user.type(d.getByRole('searchbox', { name: 'Hledat kouzlo' }), 'stit viry');
    await user.click(clericSection.getByRole('checkbox', { name: /Štít víry/ }));
    await user.clear(d.getByRole('searchbox', { name: 'Hledat kouzlo' }));
    await user.click(d.getByRole('checkbox', { name: /Mlžný krok/ }));
    expect(d.getByTestId('prep-count-wizard')).toHaveTextContent('Vybrána 4 kouzla z 8');
    expect(d.getByTestId('prep-count-cleric')).toHaveTextContent('Vybrána 2 kouzla ze 4');
    await user.click(d.getByRole('button', { name: 'Potvrdit přípravu' }));
    const saved = useAppStore.getState().characters[0];
    expect(saved.preparationPending).toBe(false);
    expect(statusOf(c, 'misty-step')).toBe('prepared');
    expect(statusOf(c, 'shield-of-faith', 'cleric')).toBe('prepared');
    expect(statusOf(c, 'cure-wounds', 'cleric')).toBe('prepared');
    expect(statusOf(c, 'bless', 'cleric')).toBe('alwaysPrepared');
    expect(screen.queryByText('Po důkladném odpočinku si můžeš připravit kouzla')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Kouzla na dnešek jsou připravená.');
  });

  it('shows going over the limit in the flow without blocking it', async () => {
    const c = newCharacter('Nováček', [{ classId: 'cleric', level: 1 }]); // WIS 10: 1 prepared
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Klerik 1' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Připravit kouzla' }));
    const d = within(screen.getByRole('dialog', { name: 'Příprava kouzel' }));
    await user.click(d.getByRole('checkbox', { name: /Požehnání/ }));
    expect(d.getByTestId('prep-count-cleric')).toHaveTextContent('Vybráno 1 kouzlo z 1');
    expect(d.queryByTestId('prep-over')).toBeNull();
    await user.click(d.getByRole('checkbox', { name: /Zhoj zranění/ }));
    // also beside the confirm button, in sight however far down the list the tick was
    expect(d.getByTestId('prep-over')).toHaveTextContent(/^Klerik: 2 z\s1, víc než dovolují pravidla$/);
    const count = d.getByTestId('prep-count-cleric');
    expect(count).toHaveTextContent('Vybrána 2 kouzla z 1');
    expect(count).toHaveTextContent('Vybráno je víc kouzel, než dovolují pravidla.');
    expect(count.className).toMatch(/amber/);
    await user.click(d.getByRole('button', { name: 'Potvrdit přípravu' }));
    expect(statusOf(c, 'bless', 'cleric')).toBe('prepared');
    expect(statusOf(c, 'cure-wounds', 'cleric')).toBe('prepared');
    expect(screen.getByRole('heading', { level: 3, name: /Připravená kouzla 2 \/ 1/ })).toBeInTheDocument();
  });

  it('a wizard prepares only spells of a level with slots; one prepared above that is marked', async () => {
    const c = newCharacter('Umara', [{ classId: 'wizard', level: 3 }], { str: 8, dex: 14, con: 12, int: 16, wis: 10, cha: 10 });
    c.spells = [...owned('wizard', 'inBook', 'lightning-bolt', 'misty-step'), ...owned('wizard', 'prepared', 'fireball')];
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Kouzelník 3' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Připravit kouzla' }));
    const d = within(screen.getByRole('dialog', { name: 'Příprava kouzel' }));
    expect(d.getByRole('checkbox', { name: /Mlžný krok/ })).not.toBeChecked();
    expect(d.queryByRole('checkbox', { name: /Blesk/ })).toBeNull();
    expect(d.getByRole('checkbox', { name: /Ohnivá koule/ })).toBeChecked();
    expect(d.getByRole('checkbox', { name: /Ohnivá koule/ }).closest('label')).toHaveTextContent('příliš vysoká úroveň');
    expect(d.getByRole('checkbox', { name: /Mlžný krok/ }).closest('label')).not.toHaveTextContent('příliš vysoká úroveň');
  });

  it('"Ponechat dosavadní" keeps yesterday’s spells and clears the banner', async () => {
    const c = seedElminster({ preparationPending: true });
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    await ready();
    await user.click(screen.getByRole('button', { name: 'Ponechat dosavadní' }));
    expect(useAppStore.getState().characters[0].preparationPending).toBe(false);
    expect(statusOf(c, 'shield')).toBe('prepared');
    expect(screen.queryByText('Po důkladném odpočinku si můžeš připravit kouzla')).not.toBeInTheDocument();
  });

  // SRD 5.1: paladins and rangers gain Spellcasting at 2nd level; PHB Eldritch Knight and Arcane
  // Trickster at 3rd. Before that Kniha says when, not "add a spellcasting class".
});

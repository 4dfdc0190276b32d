// A 20th-level wizard's casts without a slot on Boj, as the player sees them: each signature spell
// with its free cast left or used until a rest, the Spell Mastery spells; nothing below 18th level.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import userEvent from '@testing-library/user-event';
import type { Character } from '../../store/types';
import TrackerScreen from './TrackerScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});

function wizard(level: number, extra: Partial<Character> = {}) {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Mordenkain', classes: [{ classId: 'wizard', level: String(level) }], abilities: { str: 10, dex: 12, con: 14, int: 18, wis: 10, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  const id = String(r.id);
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, ...extra } : c)) }));
  window.history.replaceState(null, '', '/boj');
  return id;
}

const chosen: Partial<Character> = {
  spells: [
    { spellId: 'shield', classId: 'wizard', status: 'prepared' },
    { spellId: 'misty-step', classId: 'wizard', status: 'inBook' },
    { spellId: 'fireball', classId: 'wizard', status: 'inBook' },
    { spellId: 'counterspell', classId: 'wizard', status: 'inBook' },
  ],
  masterySpells: ['shield', 'misty-step'],
  signatureSpells: ['fireball', 'counterspell'],
};
const signatureList = () => within(screen.getByRole('list', { name: vlna('Typická kouzla – na 3. úrovni bez pozice, jednou do krátkého nebo důkladného odpočinku:') })).getAllByRole('listitem').map((li) => li.textContent);

describe('Boj: a wizard\'s casts without a slot', () => {
  it('says per signature spell whether its free cast is left, until a short rest gives it back, as its dialog says', async () => {
    const id = wizard(20, chosen);
    const user = userEvent.setup();
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    expect(signatureList()).toEqual([vlna('Ohnivá koule: bez pozice ještě k dispozici'), vlna('Protikouzlo: bez pozice ještě k dispozici')]);
    act(() => {
      useAppStore.getState().updateCharacter(id, (c) => ({ ...c, caster: { ...c.caster, signatureUsed: ['fireball'] } }));
    });
    expect(signatureList()).toEqual([vlna('Ohnivá koule: bez pozice už sesláno – znovu po odpočinku'), vlna('Protikouzlo: bez pozice ještě k dispozici')]);
    // the short rest says it gives the free cast back
    await user.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    const dialog = screen.getByRole('dialog', { name: 'Krátký odpočinek' });
    expect(dialog).toHaveTextContent('Typická kouzla půjde znovu seslat bez pozice: Ohnivá koule.');
    await user.click(within(dialog).getByRole('button', { name: 'Odpočinout si' }));
    expect(signatureList()).toEqual([vlna('Ohnivá koule: bez pozice ještě k dispozici'), vlna('Protikouzlo: bez pozice ještě k dispozici')]);
    // (getByText folds the no-break spaces) Spell Mastery: free at will while prepared; Mlžný krok is only in the book
    expect(screen.getByText(('Mistrovství v kouzlech: Štít, Mlžný krok (nepřipravené) – bez pozice na své úrovni, kolikrát chceš, dokud je máš připravená.'))).toBeInTheDocument();
  });

  it('points to the Kniha when nothing is chosen yet', async () => {
    wizard(20);
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    expect(screen.getByText(('Typická kouzla zatím nemáš zvolená; vybereš je v Knize.'))).toBeInTheDocument();
    expect(screen.getByText(('Kouzla pro Mistrovství v kouzlech zatím nemáš zvolená; vybereš je v Knize.'))).toBeInTheDocument();
  });

  it('says nothing of signature spells at 18th level, nor of either feature at 17th, with the choice kept', async () => {
    wizard(18, chosen);
    const { unmount } = render(<TrackerScreen />);
    await act(() => Promise.resolve());
    expect(screen.queryByText(/Typická kouzla/)).toBeNull();
    expect(screen.getByText(/^Mistrovství v\skouzlech: Štít/)).toBeInTheDocument();
    unmount();
    wizard(17, chosen);
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    expect(screen.queryByText(/Typická kouzla|Mistrovství v\skouzlech/)).toBeNull();
  });
});

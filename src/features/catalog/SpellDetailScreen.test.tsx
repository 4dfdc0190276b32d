import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import SpellDetailScreen from './SpellDetailScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';
import { setupTestI18n } from '../../testing/i18n';

setupSpellScreen('/kouzla/fireball');

function createCharacter(name: string, classes: { classId: string; level: number; subclassId?: string; terrain?: string }[]) {
  const r = useAppStore.getState().createCharacter({ name, classes, abilities: { str: 10, dex: 10, con: 10, int: 16, wis: 16, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  return r.id;
}
const spellsOf = (id: string) => useAppStore.getState().characters.find((c) => c.id === id)!.spells;

describe('spell detail', { timeout: 30_000 }, () => {
  it('shows Fireball as a rulebook block with the dice by slot level', async () => {
    window.history.replaceState(null, '', '/kouzla/fireball?q=ohniva&level=3');
    render(<SpellDetailScreen id="fireball" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ohnivá koule' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('zaklínání 3. úrovně')).toBeInTheDocument();
    expect(screen.getByText('30 sáhů')).toBeInTheDocument();
    expect(screen.getByText('8k6')).toBeInTheDocument();
    expect(screen.getByText('14k6')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Zpět na seznam kouzel/ })).toHaveAttribute('href', '/kouzla?q=ohniva&level=3');
  });

  it('says when a spell does not exist', async () => {
    render(<SpellDetailScreen id="no-such-spell" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kouzlo nenalezeno' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('offers to create a character when there is none', async () => {
    render(<SpellDetailScreen id="fireball" />);
    await screen.findByRole('heading', { level: 1, name: 'Ohnivá koule' }, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: 'Založit postavu' })).toHaveAttribute('href', '/postava/nova');
    expect(screen.queryByRole('button', { name: /Přidat postavě/ })).toBeNull();
  });

  it('preselects the class whose spellbook section the player came from (a knight and a wizard share a list)', async () => {
    const user = userEvent.setup();
    createCharacter('Tarn', [{ classId: 'fighter', level: 3, subclassId: 'eldritch-knight' }, { classId: 'wizard', level: 3 }]);
    window.history.replaceState(null, '', '/kouzla/shield?class=wizard&for=wizard');
    try {
      render(<SpellDetailScreen id="shield" />);
      await user.click(await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 }));
      expect(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Za povolání' })).toHaveDisplayValue('kouzelník (3.\u00a0úroveň)');
    } finally {
      act(() => window.history.replaceState(null, '', '/kouzla'));
    }
  });

  it("names Sleep's dice row by what it counts: hit points to put to sleep, not damage", async () => {
    render(<SpellDetailScreen id="sleep" />);
    await screen.findByRole('heading', { level: 1, name: 'Spánek' }, { timeout: 15_000 });
    expect(screen.getByRole('rowheader', { name: 'Životy k\u00a0uspání' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Zranění/ })).toBeNull();
    expect(screen.getByText('5k8')).toBeInTheDocument();
  });

  it("names Color Spray's dice row by what it counts: hit points to blind", async () => {
    render(<SpellDetailScreen id="color-spray" />);
    await screen.findByRole('heading', { level: 1, name: 'Barevná sprška' }, { timeout: 15_000 });
    expect(screen.getByRole('rowheader', { name: 'Životy k\u00a0oslepení' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /Zranění/ })).toBeNull();
    expect(screen.getByText('6k10')).toBeInTheDocument();
  });

  it('adds Fireball into a wizard\'s spellbook without a warning', async () => {
    const user = userEvent.setup();
    const id = createCharacter('Elminster', [{ classId: 'wizard', level: 5 }]);
    render(<SpellDetailScreen id="fireball" />);
    await user.click(await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Přidat kouzlo postavě' });
    expect(within(dialog).getByRole('combobox', { name: 'Postava' })).toHaveDisplayValue('Elminster');
    expect(within(dialog).getByRole('combobox', { name: 'Za povolání' })).toHaveDisplayValue('kouzelník (5.\u00a0úroveň)');
    const options = within(dialog).getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(options).toEqual([vlna('v knize kouzel'), 'připravené', 'vždy připravené (mimo pravidla)']);
    expect(within(dialog).getByRole('radio', { name: vlna('v knize kouzel') })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Přidat' }));
    expect(spellsOf(id)).toEqual([{ spellId: 'fireball', classId: 'wizard', status: 'inBook' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Kouzlo Ohnivá koule je v knize postavy Elminster (kouzelník, v knize kouzel).');
    expect(screen.getByRole('link', { name: 'Otevřít knihu kouzel' })).toHaveAttribute('href', `/kniha/${id}`);
  });

  it('warns when the spell is not on the class list and adds it when the player insists', async () => {
    const user = userEvent.setup();
    createCharacter('Elminster', [{ classId: 'wizard', level: 5 }]);
    const cleric = createCharacter('Bratr Tuk', [{ classId: 'cleric', level: 5 }]); // the active one now
    render(<SpellDetailScreen id="fireball" />);
    await user.click(await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Postava' })).toHaveDisplayValue('Bratr Tuk');
    expect(within(dialog).getByRole('radio', { name: 'připravené' })).toBeChecked();
    // the warning is there as soon as the choice is made, in place of "Přidat"
    expect(within(dialog).queryByRole('button', { name: 'Přidat' })).toBeNull();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Toto kouzlo není na seznamu kouzel povolání klerik.');
    expect(spellsOf(cleric)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Přesto přidat' }));
    expect(spellsOf(cleric)).toEqual([{ spellId: 'fireball', classId: 'cleric', status: 'prepared' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Přidáno na tvou žádost mimo pravidla.');
  });

  // SRD 5.1: only a cleric (domain), druid 3+ (circle) and paladin 3+ (oath) keep subclass spells
  // always prepared; for a bard it is last, not chosen, and a GM's exception when picked
  it('offers always prepared as the oath for a paladin and as a GM exception, last, for a bard', async () => {
    const user = userEvent.setup();
    const aria = createCharacter('Aria', [{ classId: 'bard', level: 5 }, { classId: 'paladin', level: 3 }]);
    render(<SpellDetailScreen id="cure-wounds" />);
    await user.click(await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    const options = () => within(dialog).getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Za povolání' }), 'bard');
    expect(options()).toEqual(['známé kouzlo', 'vždy připravené (mimo pravidla)']);
    expect(within(dialog).getByRole('radio', { name: 'známé kouzlo' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'vždy připravené (mimo pravidla)' }));
    expect(within(dialog).queryByRole('button', { name: 'Přidat' })).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Vždy připravená kouzla podtřídy mají jen klerik (kouzla domény od 1. úrovně), druid (kouzla kruhu od 3. úrovně) a paladin (kouzla přísahy od 3. úrovně). Povolání bard na 5. úrovni je nemá.');
    expect(spellsOf(aria)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Přesto přidat' }));
    expect(spellsOf(aria)).toEqual([{ spellId: 'cure-wounds', classId: 'bard', status: 'alwaysPrepared' }]);

    await user.click(screen.getByRole('button', { name: /Přidat postavě/ }));
    await user.selectOptions(within(screen.getByRole('dialog')).getByRole('combobox', { name: 'Za povolání' }), 'paladin');
    await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: 'vždy připravené (kouzlo přísahy)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Přidat' }));
    expect(spellsOf(aria)).toContainEqual({ spellId: 'cure-wounds', classId: 'paladin', status: 'alwaysPrepared' });
  });

  // SRD 5.1 Domain Spells: 5th-level domain spells come at cleric level 9
  it('says when a domain spell comes, and the GM may still allow it', async () => {
    const user = userEvent.setup();
    const tuk = createCharacter('Bratr Tuk', [{ classId: 'cleric', level: 1 }]);
    render(<SpellDetailScreen id="flame-strike" />);
    await user.click(await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'vždy připravené (kouzlo domény)' }));
    expect(within(dialog).queryByRole('button', { name: 'Přidat' })).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Kouzla domény 5. úrovně má klerik až od 9. úrovně; tento je na 1. úrovni.');
    expect(spellsOf(tuk)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Přesto přidat' }));
    expect(spellsOf(tuk)).toEqual([{ spellId: 'flame-strike', classId: 'cleric', status: 'alwaysPrepared' }]);
  });

  // SRD 5.1 Circle of the Land: circle spells come with the land; with no circle (or no land) recorded
  // there is nothing to check against, so the player is told what to record, and may still insist
  it('a druid without a circle recorded: always prepared warns to record the circle first, with a link', async () => {
    const user = userEvent.setup();
    const id = createCharacter('Radagast', [{ classId: 'druid', level: 3 }]);
    render(<SpellDetailScreen id="barkskin" />);
    await user.click(await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'vždy připravené (kouzlo kruhu)' }));
    expect(within(dialog).queryByRole('button', { name: 'Přidat' })).toBeNull();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Nejdřív v postavě zapiš kruh druida.');
    expect(within(alert).getByRole('link', { name: 'Upravit postavu' })).toHaveAttribute('href', `/postava/${id}`);
    expect(spellsOf(id)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Přesto přidat' }));
    expect(spellsOf(id)).toEqual([{ spellId: 'barkskin', classId: 'druid', status: 'alwaysPrepared' }]);
  });

  it('Circle of the Land without a land: the warning asks for the land (and in English)', async () => {
    const user = userEvent.setup();
    createCharacter('Radagast', [{ classId: 'druid', level: 3, subclassId: 'land' }]);
    render(<SpellDetailScreen id="barkskin" />);
    await user.click(await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'vždy připravené (kouzlo kruhu)' }));
    expect(within(dialog).queryByRole('button', { name: 'Přidat' })).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nejdřív v postavě zapiš krajinu druida z Kruhu země.');
    await act(() => setupTestI18n('en'));
    try {
      expect(within(dialog).getByRole('alert')).toHaveTextContent("Record this Circle of the Land druid's land in the character first.");
      expect(within(dialog).getByRole('link', { name: 'Edit character' })).toBeInTheDocument();
    } finally {
      await act(() => setupTestI18n('cs'));
    }
  });

  it('English: a druid without a circle is asked to record it', async () => {
    const user = userEvent.setup();
    createCharacter('Radagast', [{ classId: 'druid', level: 3 }]);
    render(<SpellDetailScreen id="barkskin" />);
    await user.click(await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'vždy připravené (kouzlo kruhu)' }));
    expect(within(dialog).queryByRole('button', { name: 'Přidat' })).toBeNull();
    await act(() => setupTestI18n('en'));
    try {
      expect(within(dialog).getByRole('alert')).toHaveTextContent("Record the druid's circle in the character first.");
    } finally {
      await act(() => setupTestI18n('cs'));
    }
  });

  it('warns about a level too high, and lets the player pick another character and class', async () => {
    const user = userEvent.setup();
    const multi = createCharacter('Tasha', [{ classId: 'wizard', level: 1 }, { classId: 'sorcerer', level: 5 }]);
    createCharacter('Bratr Tuk', [{ classId: 'cleric', level: 5 }]);
    render(<SpellDetailScreen id="fireball" />);
    await user.click(await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Postava' }), 'Tasha');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Za povolání' }), 'wizard');
    expect(within(dialog).queryByRole('button', { name: 'Přidat' })).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Kouzlo 3. úrovně je zatím nad síly povolání kouzelník na 1. úrovni');
    expect(spellsOf(multi)).toEqual([]);
    // switching to the sorcerer clears the warning; a sorcerer knows spells
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Za povolání' }), 'sorcerer');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'známé kouzlo' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Přidat' }));
    expect(spellsOf(multi)).toEqual([{ spellId: 'fireball', classId: 'sorcerer', status: 'known' }]);
  });

  it('a ranger 1 is told the class casts no spells yet, not that the spell is too high', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/kouzla/hunters-mark');
    createCharacter('Drizzt', [{ classId: 'ranger', level: 1 }]);
    render(<SpellDetailScreen id="hunters-mark" />);
    await user.click(await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Povolání hraničář na 1. úrovni zatím nesesílá kouzla: pozice kouzel dostane až na vyšší úrovni.');
  });

  it('refuses adding the same spell twice the same way, without an override', async () => {
    const user = userEvent.setup();
    const id = createCharacter('Elminster', [{ classId: 'wizard', level: 5 }]);
    render(<SpellDetailScreen id="fireball" />);
    const open = await screen.findByRole('button', { name: /Přidat postavě/ }, { timeout: 15_000 });
    await user.click(open);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Přidat' }));
    await user.click(open);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Postava už toto kouzlo má: kouzelník – v knize kouzel.');
    await user.click(within(dialog).getByRole('button', { name: 'Přidat' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Postava už toto kouzlo má zařazené stejně.');
    expect(within(dialog).queryByRole('button', { name: 'Přesto přidat' })).toBeNull();
    expect(spellsOf(id)).toHaveLength(1);
  });
});

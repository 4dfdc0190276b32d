// Limits said where the player acts: a prepared spell over the limit at its row in Kniha, a cantrip
// over the limit in "Přidat postavě" — each refused with the reason and the GM's override.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import type { OwnedSpell } from '../../rules';
import SpellbookScreen from './SpellbookScreen';
import SpellDetailScreen from '../catalog/SpellDetailScreen';

vi.setConfig({ testTimeout: 30_000 });
setupSpellScreen('/kniha');

const owned = (status: OwnedSpell['status'], ...ids: string[]): OwnedSpell[] => ids.map((spellId) => ({ spellId, classId: 'wizard', status }));

function seed(spells: OwnedSpell[]) {
  // wizard 1 with INT 16: 3 cantrips, 4 prepared spells (INT modifier + level)
  const c = newCharacter('Umara', [{ classId: 'wizard', level: 1 }], { str: 8, dex: 14, con: 12, int: 16, wis: 12, cha: 10 });
  c.spells = spells;
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  return c.id;
}
const statusOf = (id: string, spellId: string) => useAppStore.getState().characters.find((x) => x.id === id)!.spells.find((s) => s.spellId === spellId)?.status;

describe('limits where you act', () => {
  it('a 5th prepared spell (limit 4) is refused at its row, with the GM override', async () => {
    const id = seed([...owned('prepared', 'magic-missile', 'shield', 'sleep', 'mage-armor'), ...owned('inBook', 'detect-magic')]);
    const user = userEvent.setup();
    render(<SpellbookScreen />);
    const box = await screen.findByRole('checkbox', { name: 'Připraveno: Najdi magii' }, { timeout: 15_000 });
    await user.click(box);
    expect(statusOf(id, 'detect-magic')).toBe('inBook');
    expect(box).not.toBeChecked();
    const alert = screen.getByText(/Limit připravených kouzel je plný/).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(/Limit připravených kouzel je plný: 4 ze\s4/);
    // Cancel (or Escape) closes the warning and gives focus back to the row's checkbox
    await user.click(within(alert).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).toHaveFocus();
    await user.click(box);
    act(() => within(screen.getByRole('alert')).getByRole('button', { name: 'Zrušit' }).focus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).toHaveFocus();
    await user.click(box);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: /^Připravit i\stak$/ }));
    expect(statusOf(id, 'detect-magic')).toBe('prepared');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box).toHaveFocus();
  });

  it('a 4th cantrip (limit 3) is not added with a success message: the limit is said first', async () => {
    window.history.replaceState(null, '', '/kouzla/prestidigitation');
    const id = seed(owned('known', 'fire-bolt', 'light', 'mage-hand'));
    const user = userEvent.setup();
    render(<SpellDetailScreen id="prestidigitation" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    // the warning is there as soon as the choice is made, in place of "Přidat"
    expect(within(dialog).queryByRole('button', { name: 'Přidat' })).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Limit triků je plný: 3 ze\s3/);
    expect(statusOf(id, 'prestidigitation')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Přesto přidat' }));
    expect(statusOf(id, 'prestidigitation')).toBe('known');
  });

  it('a cantrip already known, with the cantrips full, is said to be there already: no limit, no insisting', async () => {
    window.history.replaceState(null, '', '/kouzla/light');
    seed(owned('known', 'fire-bolt', 'light', 'mage-hand'));
    const user = userEvent.setup();
    render(<SpellDetailScreen id="light" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Postava už toto kouzlo má zařazené stejně.');
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Limit');
    expect(within(dialog).queryByRole('button', { name: 'Přesto přidat' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Přidat' })).toBeDisabled();
  });

  it('a bard 5 / sorcerer 1 is told why Fireball is beyond the sorcerer though the character has 3rd-level slots', async () => {
    window.history.replaceState(null, '', '/kouzla/fireball');
    const c = newCharacter('Lyra', [{ classId: 'bard', level: 5 }, { classId: 'sorcerer', level: 1 }], { str: 8, dex: 14, con: 12, int: 10, wis: 12, cha: 18 });
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    render(<SpellDetailScreen id="fireball" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    const alert = within(screen.getByRole('dialog')).getByRole('alert');
    expect(alert).toHaveTextContent(/Kouzlo 3\. úrovně je zatím nad síly povolání čaroděj na\s1\. úrovni\./);
    expect(alert).toHaveTextContent(/podle úrovně v\sněm, jako by ho měla jediné/);
  });

  it('a warlock with a 6th-level Mystic Arcanum is told before a second one is added', async () => {
    window.history.replaceState(null, '', '/kouzla/circle-of-death');
    const c = newCharacter('Mora', [{ classId: 'warlock', level: 11 }], { str: 8, dex: 14, con: 12, int: 10, wis: 12, cha: 18 });
    c.spells = [{ spellId: 'mass-suggestion', classId: 'warlock', status: 'known' }];
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    render(<SpellDetailScreen id="circle-of-death" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Přidat' })).toBeNull();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/Mystické arkánum 6\.\súrovně už černokněžník má/);
    expect(statusOf(c.id, 'circle-of-death')).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Přesto přidat' }));
    expect(statusOf(c.id, 'circle-of-death')).toBe('known');
  });

  it('a warlock without the Book of Ancient Secrets is told why a ritual cannot go into a Book of Shadows; with it, it goes in', async () => {
    window.history.replaceState(null, '', '/kouzla/detect-magic');
    const c = newCharacter('Mora', [{ classId: 'warlock', level: 3 }], { str: 8, dex: 14, con: 12, int: 10, wis: 12, cha: 18 });
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    const view = render(<SpellDetailScreen id="detect-magic" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: /^v\sKnize stínů \(rituál\)$/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/se vzýváním Kniha pradávných tajemství, které vyžaduje Pakt knihy/);
    expect(within(dialog).queryByRole('button', { name: 'Přesto přidat' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Přidat' })).toBeDisabled();
    view.unmount();
    useAppStore.setState({ characters: [{ ...c, pactBoon: 'tome', conditions: { ...c.conditions, hasBookOfAncientSecrets: true } }] });
    render(<SpellDetailScreen id="detect-magic" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    await user.click(within(screen.getByRole('dialog')).getByRole('radio', { name: /^v\sKnize stínů \(rituál\)$/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Přidat' }));
    expect(statusOf(c.id, 'detect-magic')).toBe('inBook');
  });
});

describe('third casters: schools and Mage Hand', () => {
  function seedThird(classId: 'fighter' | 'rogue', subclassId: string, spells: OwnedSpell[]) {
    const c = newCharacter('Vesna', [{ classId, level: 3, subclassId }], { str: 10, dex: 16, con: 12, int: 14, wis: 10, cha: 10 });
    c.spells = spells;
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  }
  const known = (classId: 'fighter' | 'rogue', ...ids: string[]): OwnedSpell[] => ids.map((spellId) => ({ spellId, classId, status: 'known' }));

  it('an Eldritch Knight sees how many spells known come from other schools', async () => {
    seedThird('fighter', 'eldritch-knight', known('fighter', 'shield', 'feather-fall'));
    render(<SpellbookScreen />);
    expect(await screen.findByText(/vymítání a\szaklínání\. Kouzla z\sjiných škol: 1 \/ 1\./, undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('an Arcane Trickster without Mage Hand is told to add it; with it, not', async () => {
    seedThird('rogue', 'arcane-trickster', [...known('rogue', 'minor-illusion', 'sleep', 'charm-person'), ...known('rogue', 'feather-fall', 'magic-missile')]);
    const { unmount } = render(<SpellbookScreen />);
    expect(await screen.findByText(/vždy mágova ruka/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Najít mágovu ruku v\skatalogu$/ })).toHaveAttribute('href', '/kouzla/mage-hand');
    // two spells from other schools, one allowed at 3rd level: the count shows it over
    expect(screen.getByText(/Kouzla z\sjiných škol: 2 \/ 1\./)).toBeInTheDocument();
    unmount();
    seedThird('rogue', 'arcane-trickster', known('rogue', 'mage-hand', 'minor-illusion', 'sleep'));
    render(<SpellbookScreen />);
    expect(await screen.findByText(/Kouzla z\sjiných škol: 0 \/ 1\./, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText(/vždy mágova ruka/)).toBeNull();
    expect(screen.queryByRole('link', { name: /mágovu ruku/ })).toBeNull();
  });
});

describe('a bard with Magical Secrets', () => {
  function seedBard(level: number, spells: string[]) {
    const c = newCharacter('Volo', [{ classId: 'bard', level }], { str: 8, dex: 14, con: 12, int: 10, wis: 10, cha: 18 });
    c.spells = spells.map((spellId) => ({ spellId, classId: 'bard', status: 'known' }));
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    return c.id;
  }

  it('a bard 10 adds Fireball as a bard spell known, and Kniha counts it among the spells from other lists', async () => {
    window.history.replaceState(null, '', '/kouzla/fireball');
    const id = seedBard(10, ['healing-word']);
    const user = userEvent.setup();
    const { unmount } = render(<SpellDetailScreen id="fireball" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Přidat' }));
    expect(screen.queryByText('Podle pravidel to nejde')).toBeNull();
    expect(statusOf(id, 'fireball')).toBe('known');
    expect(screen.queryByText('Přidáno na tvou žádost mimo pravidla.')).toBeNull();
    unmount();
    window.history.replaceState(null, '', '/kniha');
    render(<SpellbookScreen />);
    expect(await screen.findByText(/Magická tajemství: .* Kouzla z\sjiných seznamů: 1 \/ 2\./, undefined, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('a Magical Secrets cantrip is one of the spells known (SRD Bard): Kniha lists and counts it there', async () => {
    seedBard(10, ['vicious-mockery', 'fire-bolt', 'healing-word']);
    render(<SpellbookScreen />);
    const cantrips = await screen.findByRole('heading', { level: 3, name: /^Triky/ }, { timeout: 15_000 });
    expect(cantrips).toHaveTextContent('1 / 4');
    const known = screen.getByRole('heading', { level: 3, name: /^Známá kouzla/ });
    expect(known).toHaveTextContent('2 / 14');
    const knownSection = known.closest('section')!;
    expect(within(knownSection).getByText('Ohnivá střela')).toBeInTheDocument();
    expect(within(cantrips.closest('section')!).queryByText('Ohnivá střela')).toBeNull();
    expect(within(knownSection).getByText(/Počítají se do známých kouzel, triky také\. Kouzla z\sjiných seznamů: 1 \/ 2\./)).toBeInTheDocument();
  });

  it('adding a Magical Secrets cantrip with the cantrips full asks about the spells known, not the cantrips', async () => {
    window.history.replaceState(null, '', '/kouzla/fire-bolt');
    // bard 10: 4 cantrips known (all taken), 14 spells known (one taken)
    const id = seedBard(10, ['vicious-mockery', 'light', 'mage-hand', 'message', 'healing-word']);
    const user = userEvent.setup();
    render(<SpellDetailScreen id="fire-bolt" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Přidat' }));
    expect(statusOf(id, 'fire-bolt')).toBe('known');
    expect(screen.queryByText('Přidáno na tvou žádost mimo pravidla.')).toBeNull();
  });

  it('College of Lore 6th level: two spells from other lists count against no spells known (Additional Magical Secrets)', async () => {
    const c = newCharacter('Volo', [{ classId: 'bard', level: 6, subclassId: 'lore' }], { str: 8, dex: 14, con: 12, int: 10, wis: 10, cha: 18 });
    c.spells = ['vicious-mockery', 'fire-bolt', 'fireball', 'healing-word'].map((spellId) => ({ spellId, classId: 'bard' as const, status: 'known' as const }));
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<SpellbookScreen />);
    const known = await screen.findByRole('heading', { level: 3, name: /^Známá kouzla/ }, { timeout: 15_000 });
    expect(known).toHaveTextContent('1 / 9');
    expect(screen.getByRole('heading', { level: 3, name: /^Triky/ })).toHaveTextContent('1 / 3');
    expect(screen.getByText(/Dvě z\snich \(Další magická tajemství Koleje vědění\) se do známých kouzel nepočítají.*Kouzla z\sjiných seznamů: 2 \/ 2\./)).toBeInTheDocument();
  });

  it('a bard 9 has no Magical Secrets yet: an off-list spell needs the GM, and Kniha says nothing of them', async () => {
    window.history.replaceState(null, '', '/kouzla/fireball');
    const id = seedBard(9, []);
    const user = userEvent.setup();
    const { unmount } = render(<SpellDetailScreen id="fireball" />);
    await user.click(await screen.findByRole('button', { name: 'Přidat postavě' }, { timeout: 15_000 }));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Přidat' })).toBeNull();
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('Toto kouzlo není na seznamu kouzel povolání bard.');
    expect(statusOf(id, 'fireball')).toBeUndefined();
    unmount();
    window.history.replaceState(null, '', '/kniha');
    render(<SpellbookScreen />);
    await screen.findByRole('heading', { level: 2, name: 'Bard 9' }, { timeout: 15_000 });
    expect(screen.queryByText(/Magická tajemství/)).toBeNull();
  });
});

describe('a bard lowered from 10th to 9th level', () => {
  it('keeps the Magical Secrets, flagged as more than the level allows', async () => {
    const c = newCharacter('Volo', [{ classId: 'bard', level: 9 }], { str: 8, dex: 14, con: 12, int: 10, wis: 10, cha: 18 });
    c.spells = ['vicious-mockery', 'fire-bolt', 'fireball', 'healing-word'].map((spellId) => ({ spellId, classId: 'bard' as const, status: 'known' as const }));
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<SpellbookScreen />);
    const cantrips = await screen.findByRole('heading', { level: 3, name: /^Triky/ }, { timeout: 15_000 });
    // without Magical Secrets an off-list cantrip counts as a cantrip (as one the GM allowed would)
    expect(cantrips).toHaveTextContent('2 / 3');
    const known = screen.getByRole('heading', { level: 3, name: /^Známá kouzla/ });
    expect(known).toHaveTextContent('2 / 12');
    expect(within(known.closest('section')!).getByText(/Kouzla z\sjiných seznamů: 2 \/ 0\./)).toBeInTheDocument();
    const flag = 'Kouzlo ze seznamu jiného povolání: takových smí bard na této úrovni znát díky Magickým tajemstvím 0, zná jich 2.';
    expect(within(cantrips.closest('section')!).getAllByText(flag)).toHaveLength(1);
    expect(within(known.closest('section')!).getAllByText(flag)).toHaveLength(1);
  });
});

describe('a Pact of the Tome warlock', () => {
  it('Kniha counts the cantrips from other lists against the three, and says when there are more', async () => {
    const c = newCharacter('Morwen', [{ classId: 'warlock', level: 4 }], { str: 8, dex: 14, con: 12, int: 10, wis: 10, cha: 16 });
    c.pactBoon = 'tome';
    c.spells = ['eldritch-blast', 'fire-bolt', 'light', 'sacred-flame', 'guidance'].map((spellId) => ({ spellId, classId: 'warlock' as const, status: 'known' as const }));
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<SpellbookScreen />);
    // warlock 4: 3 cantrips known, 6 with the pact; four of the five from other lists
    const cantrips = await screen.findByRole('heading', { level: 3, name: /^Triky/ }, { timeout: 15_000 });
    expect(cantrips).toHaveTextContent('5 / 6');
    const section = cantrips.closest('section')!;
    expect(within(section).getByText(/Pakt knihy: .* Triky z\sjiných seznamů: 4 \/ 3\./)).toHaveTextContent(/Víc, než dovolují pravidla/);
    // the catalog filtered to cantrips of every list, for this warlock
    expect(within(section).getByRole('link', { name: /^Triky všech povolání v\skatalogu$/ })).toHaveAttribute('href', '/kouzla?level=0&for=warlock');
  });

  it('a chain warlock is told it knows find familiar besides its spells known, which do not count it', async () => {
    const c = newCharacter('Morwen', [{ classId: 'warlock', level: 3 }], { str: 8, dex: 14, con: 12, int: 10, wis: 10, cha: 16 });
    c.pactBoon = 'chain';
    c.spells = ['find-familiar', 'hellish-rebuke'].map((spellId) => ({ spellId, classId: 'warlock' as const, status: 'known' as const }));
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    render(<SpellbookScreen />);
    const known = await screen.findByRole('heading', { level: 3, name: /^Známá kouzla/ }, { timeout: 15_000 });
    expect(known).toHaveTextContent('1 / 4');
    expect(within(known.closest('section')!).getByText(/^Pakt řetězu: kouzlo najdi přítelíčka znáš navíc/)).toBeInTheDocument();
  });
});

// The catalog rows' one-tap controls for the chosen character: "+", the prepared / known toggle, the
// marker of a spell in the book, and a full limit said at the row with the GM's override.
import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import type { ClassLevel, OwnedSpell } from '../../rules';
import CatalogScreen from './CatalogScreen';

setupSpellScreen('/kouzla');

function seed(classes: ClassLevel[], spells: OwnedSpell[] = []) {
  // INT / WIS 16: a wizard 1 prepares 4 spells, a cleric 1 prepares 4
  const c = newCharacter('Umara', classes, { str: 8, dex: 14, con: 12, int: 16, wis: 16, cha: 10 });
  c.spells = spells;
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  return c.id;
}
const owned = (id: string, spellId: string) => useAppStore.getState().characters.find((x) => x.id === id)!.spells.filter((s) => s.spellId === spellId);
const list = () => screen.getByRole('list', { name: 'Seznam kouzel' });

/** The catalog with `q` typed in, for a character of these classes (and spells). */
async function shown(classes: ClassLevel[], q: string, spells: OwnedSpell[] = []) {
  const id = seed(classes, spells);
  const user = userEvent.setup();
  render(<CatalogScreen />);
  await find(user, q);
  return { id, user };
}
const plusFor = (name: string) => within(list()).getByRole('button', { name: `Přidat do knihy: ${name}` });

async function find(user: ReturnType<typeof userEvent.setup>, q: string) {
  await screen.findByText('319 kouzel', undefined, { timeout: 15_000 });
  const box = screen.getByRole('searchbox', { name: 'Hledat kouzlo' });
  await user.clear(box);
  await user.type(box, q);
}

describe('catalog rows: add in one tap', { timeout: 30_000 }, () => {
  it('a wizard: "+" puts the spell into the book, the box prepares it, the marker shows it', async () => {
    const { id, user } = await shown([{ classId: 'wizard', level: 1 }], 'magic missile');
    expect(within(list()).queryByRole('img', { name: /^V\sknize: Magická střela$/ })).toBeNull();
    const plus = within(list()).getByRole('button', { name: 'Přidat do knihy: Magická střela' });
    expect(plus.parentElement!.className).toContain('w-[5.75rem]');
    await user.click(plus);
    expect(owned(id, 'magic-missile')).toEqual([{ spellId: 'magic-missile', classId: 'wizard', status: 'inBook' }]);
    expect(within(list()).getByRole('img', { name: /^V\sknize: Magická střela$/ })).toBeInTheDocument();
    expect(within(list()).queryByRole('button', { name: 'Přidat do knihy: Magická střela' })).toBeNull();
    const box = within(list()).getByRole('checkbox', { name: 'Připraveno: Magická střela' });
    expect(box).not.toBeChecked();
    // the focus moves from the "+" that is gone to the box that replaced it
    expect(box).toHaveFocus();
    await user.click(box);
    expect(owned(id, 'magic-missile')[0].status).toBe('prepared');
    expect(within(list()).getByRole('checkbox', { name: 'Připraveno: Magická střela' })).toBeChecked();
    // the controls keep their width: nothing in the row moves when "+" becomes the marker
    expect(box.closest('div')!.className).toContain('w-[5.75rem]');
    // every control is a thumb-size target
    expect(box.closest('label')!.className).toContain('size-11');
  });

  it('a 5th prepared spell (limit 4) is refused at the row; "Připravit i tak" prepares it', async () => {
    const prepared = ['magic-missile', 'shield', 'sleep', 'mage-armor'].map((spellId) => ({ spellId, classId: 'wizard' as const, status: 'prepared' as const }));
    const { id, user } = await shown([{ classId: 'wizard', level: 1 }], 'detect magic', [...prepared, { spellId: 'detect-magic', classId: 'wizard', status: 'inBook' }]);
    await user.click(within(list()).getByRole('checkbox', { name: 'Připraveno: Najdi magii' }));
    expect(owned(id, 'detect-magic')[0].status).toBe('inBook');
    const alert = within(list()).getByRole('alert');
    expect(alert).toHaveTextContent(/Limit připravených kouzel je plný: 4 ze\s4/);
    await user.click(within(alert).getByRole('button', { name: /^Připravit i\stak$/ }));
    expect(owned(id, 'detect-magic')[0].status).toBe('prepared');
    expect(within(list()).queryByRole('alert')).toBeNull();
  });

  it('a wizard 1 and a 3rd-level spell: "+" says it is out of reach; "Přesto přidat" adds it', async () => {
    const { id, user } = await shown([{ classId: 'wizard', level: 1 }], 'fireball');
    await user.click(plusFor('Ohnivá koule'));
    expect(owned(id, 'fireball')).toEqual([]);
    const alert = within(list()).getByRole('alert');
    expect(alert).toHaveTextContent('Kouzlo 3. úrovně je zatím nad síly');
    await user.click(within(alert).getByRole('button', { name: 'Zrušit' }));
    expect(within(list()).queryByRole('alert')).toBeNull();
    // the cancel is gone: focus goes back to the "+" (and Escape cancels the same way)
    expect(plusFor('Ohnivá koule')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(list()).getByRole('alert')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(list()).queryByRole('alert')).toBeNull();
    expect(plusFor('Ohnivá koule')).toHaveFocus();
    await user.click(plusFor('Ohnivá koule'));
    await user.click(within(list()).getByRole('button', { name: 'Přesto přidat' }));
    expect(owned(id, 'fireball')).toEqual([{ spellId: 'fireball', classId: 'wizard', status: 'inBook' }]);
  });

  it('an Eldritch Knight 3 with its one spell from another school: "+" on an enchantment says so', async () => {
    const ek = { classId: 'fighter' as const, level: 3, subclassId: 'eldritch-knight' };
    const { id, user } = await shown([ek], 'sleep', [{ spellId: 'feather-fall', classId: 'fighter', status: 'known' }]);
    await user.click(plusFor('Spánek'));
    expect(owned(id, 'sleep')).toEqual([]);
    const alert = within(list()).getByRole('alert');
    expect(alert).toHaveTextContent(/Čaroknecht se učí kouzla vymítání a\szaklínání; kouzel z\sjiných škol smí na 3\. úrovni znát jen 1 a\szná už 1\./);
    await user.click(within(alert).getByRole('button', { name: 'Přesto přidat' }));
    expect(owned(id, 'sleep')).toEqual([{ spellId: 'sleep', classId: 'fighter', status: 'known' }]);
    // an evocation is one of its own schools
    const box = screen.getByRole('searchbox', { name: 'Hledat kouzlo' });
    await user.clear(box);
    await user.type(box, 'magic missile');
    await user.click(plusFor('Magická střela'));
    expect(within(list()).queryByRole('alert')).toBeNull();
    expect(owned(id, 'magic-missile')).toEqual([{ spellId: 'magic-missile', classId: 'fighter', status: 'known' }]);
  });

  it('a bard 10 with Magical Secrets: "+" on a wizard spell adds it as known; a third is said at the row', async () => {
    // two spells from other lists at bard 10: Counterspell already, Fireball now, then Fly is one too many
    const { id, user } = await shown([{ classId: 'bard', level: 10 }], 'fireball', [{ spellId: 'counterspell', classId: 'bard', status: 'known' }]);
    await user.click(plusFor('Ohnivá koule'));
    expect(within(list()).queryByRole('alert')).toBeNull();
    expect(owned(id, 'fireball')).toEqual([{ spellId: 'fireball', classId: 'bard', status: 'known' }]);
    const box = screen.getByRole('searchbox', { name: 'Hledat kouzlo' });
    await user.clear(box);
    await user.type(box, 'fly');
    await user.click(plusFor('Leť'));
    expect(within(list()).getByRole('alert')).toHaveTextContent(/Magická tajemství: kouzel ze seznamů jiných povolání smí bard na 10\. úrovni znát jen 2 a\szná už 2\./);
    expect(owned(id, 'fly')).toEqual([]);
  });

  it('a Pact of the Tome warlock: "+" on a cleric cantrip adds it as a warlock cantrip; a fourth from other lists is said at the row', async () => {
    const c = newCharacter('Morwen', [{ classId: 'warlock', level: 3 }], { str: 8, dex: 14, con: 12, int: 10, wis: 10, cha: 16 });
    c.pactBoon = 'tome';
    c.spells = ['eldritch-blast', 'fire-bolt', 'light'].map((spellId) => ({ spellId, classId: 'warlock' as const, status: 'known' as const }));
    useAppStore.setState({ characters: [c], activeCharacterId: c.id });
    const user = userEvent.setup();
    render(<CatalogScreen />);
    await find(user, 'sacred flame');
    await user.click(plusFor('Posvátný plamen'));
    expect(within(list()).queryByRole('alert')).toBeNull();
    expect(owned(c.id, 'sacred-flame')).toEqual([{ spellId: 'sacred-flame', classId: 'warlock', status: 'known' }]);
    const box = screen.getByRole('searchbox', { name: 'Hledat kouzlo' });
    await user.clear(box);
    await user.type(box, 'guidance');
    await user.click(plusFor('Vedení'));
    expect(within(list()).getByRole('alert')).toHaveTextContent(/Pakt knihy: triků ze seznamů jiných povolání smíš znát jen 3 a\sznáš už 3\./);
    expect(owned(c.id, 'guidance')).toEqual([]);
    // without the pact a cleric cantrip is off the warlock's list: no "+" at all
    act(() => useAppStore.getState().setPactBoon(c.id, 'blade'));
    expect(within(list()).queryByRole('button', { name: 'Přidat do knihy: Vedení' })).toBeNull();
  });

  it('a spell out of reach is said as such first, even when the known limit is full too', async () => {
    // an Arcane Trickster 7 knows 5 spells and casts up to 2nd level: Fireball breaks both rules
    const known = ['charm-person', 'sleep', 'silent-image', 'disguise-self', 'hold-person'].map((spellId) => ({ spellId, classId: 'rogue' as const, status: 'known' as const }));
    const { id, user } = await shown([{ classId: 'rogue', level: 7, subclassId: 'arcane-trickster' }], 'fireball', known);
    await user.click(plusFor('Ohnivá koule'));
    expect(within(list()).getByRole('alert')).toHaveTextContent('Kouzlo 3. úrovně je zatím nad síly');
    expect(owned(id, 'fireball')).toEqual([]);
  });

  it('a cleric: "+" prepares the spell, the pressed toggle takes it out again', async () => {
    const { id, user } = await shown([{ classId: 'cleric', level: 1 }], 'bless');
    await user.click(plusFor('Požehnání'));
    expect(owned(id, 'bless')).toEqual([{ spellId: 'bless', classId: 'cleric', status: 'prepared' }]);
    const toggle = within(list()).getByRole('button', { name: 'Připraveno: Požehnání' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    expect(owned(id, 'bless')).toEqual([]);
    expect(within(list()).getByRole('button', { name: 'Přidat do knihy: Požehnání' })).toBeInTheDocument();
    // taken out by mistake: the undo brings it back as it was
    expect(screen.getByRole('status')).toHaveTextContent('Kouzlo „Požehnání“ odebráno.');
    await user.click(screen.getByRole('button', { name: 'Vrátit' }));
    expect(owned(id, 'bless')).toEqual([{ spellId: 'bless', classId: 'cleric', status: 'prepared' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Kouzlo „Požehnání“ je zpět.');
  });

  it('a cleric-wizard in the catalog filtered to the wizard list: "+" puts the spell into the book', async () => {
    window.history.replaceState(null, '', '/kouzla?class=wizard');
    try {
      const id = seed([{ classId: 'cleric', level: 3 }, { classId: 'wizard', level: 1 }]);
      const user = userEvent.setup();
      render(<CatalogScreen />);
      await screen.findByRole('button', { name: /kouzelník/i }, { timeout: 15_000 });
      await user.type(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }), 'detect magic');
      await user.click(await within(list()).findByRole('button', { name: 'Přidat do knihy: Najdi magii' }));
      expect(owned(id, 'detect-magic')).toEqual([{ spellId: 'detect-magic', classId: 'wizard', status: 'inBook' }]);
    } finally {
      act(() => window.history.replaceState(null, '', '/kouzla'));
    }
  });

  it('an Eldritch Knight who is also a wizard: "+" adds for the spellbook section the player came from', async () => {
    // both classes learn from the wizard's list; Kniha's "Přidat kouzla" of each section names its class
    const id = seed([{ classId: 'fighter', level: 3, subclassId: 'eldritch-knight' }, { classId: 'wizard', level: 3 }]);
    const user = userEvent.setup();
    const addAt = async (url: string, q: string, name: string) => {
      window.history.replaceState(null, '', url);
      const { unmount } = render(<CatalogScreen />);
      await screen.findByRole('button', { name: /kouzelník/i }, { timeout: 15_000 });
      await user.type(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }), q);
      await user.click(await within(list()).findByRole('button', { name: `Přidat do knihy: ${name}` }));
      unmount();
    };
    try {
      await addAt('/kouzla?class=wizard&for=fighter', 'shield', 'Štít');
      await addAt('/kouzla?class=wizard&for=wizard', 'magic missile', 'Magická střela');
      // the wizard filter alone means the wizard, not the knight who shares its list
      await addAt('/kouzla?class=wizard', 'burning hands', 'Hořící ruce');
      expect(owned(id, 'shield')).toEqual([{ spellId: 'shield', classId: 'fighter', status: 'known' }]);
      expect(owned(id, 'magic-missile')).toEqual([{ spellId: 'magic-missile', classId: 'wizard', status: 'inBook' }]);
      expect(owned(id, 'burning-hands')).toEqual([{ spellId: 'burning-hands', classId: 'wizard', status: 'inBook' }]);
    } finally {
      act(() => window.history.replaceState(null, '', '/kouzla'));
    }
  });

  it('a sorcerer-warlock from the warlock\'s "Přidat kouzla": the sorcerer\'s cantrip is one to add, not to take away', async () => {
    const id = seed([{ classId: 'sorcerer', level: 2 }, { classId: 'warlock', level: 1 }], [{ spellId: 'mage-hand', classId: 'sorcerer', status: 'known' }]);
    const user = userEvent.setup();
    try {
      const { unmount } = render(<CatalogScreen />);
      await find(user, 'mage hand');
      // asked for no class: the row shows what the character has
      expect(within(list()).getByRole('button', { name: 'Známé: Mágova ruka' })).toBeInTheDocument();
      unmount();
      window.history.replaceState(null, '', '/kouzla?class=warlock&for=warlock');
      render(<CatalogScreen />);
      await user.type(await screen.findByRole('searchbox', { name: 'Hledat kouzlo' }), 'mage hand');
      await user.click(await within(list()).findByRole('button', { name: 'Přidat do knihy: Mágova ruka' }, { timeout: 15_000 }));
      expect(owned(id, 'mage-hand')).toEqual([{ spellId: 'mage-hand', classId: 'sorcerer', status: 'known' }, { spellId: 'mage-hand', classId: 'warlock', status: 'known' }]);
      // the tap on the warlock's mark takes the warlock's cantrip out, the sorcerer keeps its own
      await user.click(within(list()).getByRole('button', { name: 'Známé: Mágova ruka' }));
      expect(owned(id, 'mage-hand')).toEqual([{ spellId: 'mage-hand', classId: 'sorcerer', status: 'known' }]);
    } finally {
      act(() => window.history.replaceState(null, '', '/kouzla'));
    }
  });

  it('from a class\'s "Přidat kouzla" the list says how full its allowances are, and follows the taps', async () => {
    const id = seed([{ classId: 'sorcerer', level: 2 }], [{ spellId: 'mage-hand', classId: 'sorcerer', status: 'known' }]);
    window.history.replaceState(null, '', '/kouzla?class=sorcerer&level=0&for=sorcerer');
    try {
      const user = userEvent.setup();
      render(<CatalogScreen />);
      const allowance = await screen.findByTestId('class-allowance', undefined, { timeout: 15_000 });
      expect(allowance).toHaveTextContent(/^Čaroděj: triky 1\sze\s4 · známá kouzla 0\sze\s3$/);
      await user.type(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }), 'fire bolt');
      await user.click(await within(list()).findByRole('button', { name: 'Přidat do knihy: Ohnivá střela' }, { timeout: 15_000 }));
      expect(owned(id, 'fire-bolt')).toHaveLength(1);
      expect(allowance).toHaveTextContent(/triky 2\sze\s4/);
    } finally {
      act(() => window.history.replaceState(null, '', '/kouzla'));
    }
  });

  it('a Devotion paladin: "+" adds Sanctuary, off the paladin list, as an always-prepared oath spell', async () => {
    const id = seed([{ classId: 'paladin', level: 5, subclassId: 'devotion' }]);
    window.history.replaceState(null, '', '/kouzla?class=paladin&for=paladin');
    try {
      const user = userEvent.setup();
      render(<CatalogScreen />);
      await screen.findByRole('searchbox', { name: 'Hledat kouzlo' });
      await user.type(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }), 'azyl');
      await user.click(await within(list()).findByRole('button', { name: 'Přidat do knihy: Azyl' }, { timeout: 15_000 }));
      expect(owned(id, 'sanctuary')).toEqual([{ spellId: 'sanctuary', classId: 'paladin', status: 'alwaysPrepared' }]);
      // a spell of the paladin's own list the oath does not give: prepared, as before
      await user.clear(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }));
      await user.type(screen.getByRole('searchbox', { name: 'Hledat kouzlo' }), 'bless');
      await user.click(within(list()).getByRole('button', { name: 'Přidat do knihy: Požehnání' }));
      expect(owned(id, 'bless')).toEqual([{ spellId: 'bless', classId: 'paladin', status: 'prepared' }]);
    } finally {
      act(() => window.history.replaceState(null, '', '/kouzla'));
    }
  });

  it('no "+" on a spell that is on none of the character\'s lists, and none without a character', async () => {
    seed([{ classId: 'cleric', level: 1 }]);
    const user = userEvent.setup();
    const { unmount } = render(<CatalogScreen />);
    await find(user, 'magic missile');
    expect(within(list()).getByRole('link', { name: /Magická střela/ })).toBeInTheDocument();
    expect(within(list()).queryByRole('button', { name: /Přidat do knihy/ })).toBeNull();
    unmount();
    useAppStore.setState({ characters: [], activeCharacterId: null });
    render(<CatalogScreen />);
    await find(user, 'bless');
    expect(within(list()).queryByRole('button', { name: /Přidat do knihy/ })).toBeNull();
  });
});

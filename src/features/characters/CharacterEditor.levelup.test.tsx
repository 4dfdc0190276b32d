// The editor on a level change: what the new level brings or takes away, before saving.
import { afterAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupEditorTests } from '../../testing/character-editor';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import CharacterEditor from './CharacterEditor';
import { vlna } from '../../i18n/tools/vlna.mjs';

setupEditorTests({ catalog: true });

function seed(classes: Parameters<typeof newCharacter>[1]) {
  const c = newCharacter('Merlin', classes, { str: 8, dex: 14, con: 12, int: 16, wis: 12, cha: 10 });
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  return c;
}

const levelInputs = () => screen.getAllByRole('textbox', { name: 'Úroveň' });
const notes = () => screen.queryAllByRole('note').map((n) => n.textContent);

describe('character editor: free wizard spells (SRD Wizard, "Your Spellbook")', () => {
  it('wizard 4 -> 5 says two spells go into the book for free, up to 3rd level', async () => {
    const c = seed([{ classId: 'wizard', level: 4 }]);
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    expect(notes().join(' ')).not.toContain('zdarma');
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '5');
    expect(notes()).toContain(vlna('Kouzelník na 5. úrovni si do knihy kouzel zdarma zapíše 2 kouzla kouzelníka (2 za každou novou úroveň), každé nejvýš 3. úrovně. Přidají se v knize kouzel tlačítkem „Přidat kouzla“.'));
  });

  it('no note on a level down or for another class', async () => {
    const c = seed([{ classId: 'wizard', level: 5 }, { classId: 'cleric', level: 1 }]);
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '4');
    await user.clear(levelInputs()[1]);
    await user.type(levelInputs()[1], '2');
    expect(notes().join(' ')).not.toContain('zdarma');
  });

  it('a new wizard 3 or 5: the starting book, each pair of the level the wizard could cast when it came', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '3');
    expect(notes().join(' ')).toContain(vlna('Kouzelník 3. úrovně má v knize kouzel zdarma 10 kouzel kouzelníka (6 na začátku a 2 za každou další úroveň), z toho 8 nejvýš 1. úrovně a 2 nejvýš 2. úrovně.'));
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '5');
    expect(notes().join(' ')).toContain(vlna('Kouzelník 5. úrovně má v knize kouzel zdarma 14 kouzel kouzelníka (6 na začátku a 2 za každou další úroveň), z toho 8 nejvýš 1. úrovně, 4 nejvýš 2. úrovně a 2 nejvýš 3. úrovně.'));
  });

  it('a new wizard 1: the six spells said once, and what each level adds', () => {
    render(<CharacterEditor />);
    expect(notes().join(' ')).toContain(vlna('Kouzelník 1. úrovně má v knize kouzel zdarma 6 kouzel kouzelníka 1. úrovně a s každou další úrovní mu přibudou 2.'));
  });
});

/** Czech typography of the summary: vlna, and a count bound to its noun ("2 připravená kouzla"). */
const cz = (s: string) => vlna(s).replace(/(\d) (?=\p{Ll})/gu, '$1\u00a0');
const summary = (name = 'Co přinese změna úrovní') => {
  const list = screen.queryByRole('list', { name });
  return list ? within(list).getAllByRole('listitem').map((li) => li.textContent) : [];
};
async function setLevel(row: number, level: string) {
  const user = userEvent.setup();
  await user.clear(levelInputs()[row]);
  await user.type(levelInputs()[row], level);
  return user;
}

describe('character editor: what a level change brings or takes away', () => {
  it('wizard 4 -> 5: 3rd-level slots and one more prepared spell (Int 16); nothing before the change', async () => {
    const c = seed([{ classId: 'wizard', level: 4 }]);
    render(<CharacterEditor id={c.id} />);
    expect(summary()).toEqual([]);
    await setLevel(0, '5');
    expect(summary()).toEqual([cz('Nově: +2 pozice 3. úrovně (nová úroveň), +1 připravené kouzlo.')]);
  });

  it('warlock 10 -> 11: a third pact slot, a spell known, and the 6th-level Mystic Arcanum to choose', async () => {
    const c = seed([{ classId: 'warlock', level: 10 }]);
    render(<CharacterEditor id={c.id} />);
    await setLevel(0, '11');
    expect(summary()).toEqual([
      cz('Nově: 3 pozice paktu 5. úrovně, +1 známé kouzlo.'),
      cz('Mystické arkánum 6. úrovně: v knize kouzel si přidej jedno kouzlo černokněžníka 6. úrovně.'),
      cz('Za novou úroveň smíš jedno známé kouzlo povolání černokněžník vyměnit za jiné z jeho seznamu, nejvýš takové úrovně, na jakou máš pozice (v knize kouzel jedno odeber a druhé přidej), a také jedno tajemné vzývání za jiné (Boj → Tajemná vzývání).'),
    ]);
  });

  it('multiclass: pact slots apart from the sorcerer slots, each allowance named by its class', async () => {
    const c = seed([{ classId: 'sorcerer', level: 5 }, { classId: 'warlock', level: 2 }]);
    render(<CharacterEditor id={c.id} />);
    await setLevel(1, '3');
    expect(summary()).toEqual([cz('Nově: 2 pozice paktu 2. úrovně, +1 známé kouzlo (černokněžník).'), cz('Nově: Dar paktu – v Boji si v části Tajemná vzývání vybereš pakt řetězu, čepele nebo knihy.'), cz('Za novou úroveň smíš jedno známé kouzlo povolání černokněžník vyměnit za jiné z jeho seznamu, nejvýš takové úrovně, na jakou máš pozice (v knize kouzel jedno odeber a druhé přidej), a také jedno tajemné vzývání za jiné (Boj → Tajemná vzývání).')]);
  });

  it('wizard 9 -> 7: says what goes; after saving the spell stays and the spent 5th-level slot is held apart, still spent', async () => {
    const c = seed([{ classId: 'wizard', level: 9 }]);
    useAppStore.setState({ characters: [{ ...c, spells: [{ spellId: 'cone-of-cold', classId: 'wizard', status: 'prepared' }], caster: { ...c.caster, spentSlots: [1, 0, 0, 0, 1, 0, 0, 0, 0] } }] });
    render(<CharacterEditor id={c.id} />);
    const user = await setLevel(0, '7');
    expect(summary()).toEqual([
      cz('Zmizí: 1 pozice 5. úrovně.'),
      cz('Ubude: 2 pozice 4. úrovně, 2 připravená kouzla.'),
      cz('1 kouzlo v knize bude vyšší úrovně, než jakou jeho povolání sesílá. Zůstane tam, označené.'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    const saved = useAppStore.getState().characters[0];
    expect(saved.classes).toEqual([{ classId: 'wizard', level: 7 }]);
    expect(saved.spells.map((s) => s.spellId)).toEqual(['cone-of-cold']);
    expect(saved.caster.spentSlots).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(saved.caster.heldSlots).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0]);
    expect(window.location.pathname).toBe('/');
  });

  it('warlock 11 -> 10: a pact slot and the arcanum go; the arcanum spell stays, above the warlock level', async () => {
    const c = seed([{ classId: 'warlock', level: 11 }]);
    useAppStore.setState({ characters: [{ ...c, spells: [{ spellId: 'mass-suggestion', classId: 'warlock', status: 'known' }] }] });
    render(<CharacterEditor id={c.id} />);
    await setLevel(0, '10');
    expect(summary()).toEqual([
      cz('Zmizí: 1 pozice paktu, mystické arkánum 6. úrovně.'),
      cz('Ubude: 1 známé kouzlo.'),
      cz('1 kouzlo v knize bude vyšší úrovně, než jakou jeho povolání sesílá. Zůstane tam, označené.'),
    ]);
  });

  // SRD Bard: Magical Secrets at 10th, 14th, 18th level, two of the spells known (the column's +2)
  it('bard 9 -> 10 names Magical Secrets; 14 -> 13 says the allowance drops and the spells stay', async () => {
    const c = seed([{ classId: 'bard', level: 9 }]);
    const { unmount } = render(<CharacterEditor id={c.id} />);
    await setLevel(0, '10');
    expect(summary()).toEqual([cz('Nově: +1 pozice 5. úrovně, +1 trik, +2 známá kouzla, Magická tajemství (2 ze známých kouzel z libovolného seznamu).'), cz('Za novou úroveň smíš jedno známé kouzlo povolání bard vyměnit za jiné z jeho seznamu, nejvýš takové úrovně, na jakou máš pozice. V knize kouzel jedno odeber a druhé přidej.')]);
    unmount();
    const d = seed([{ classId: 'bard', level: 14 }]);
    render(<CharacterEditor id={d.id} />);
    await setLevel(0, '13');
    expect(summary()).toEqual([cz('Ubude: 2 známá kouzla, Magická tajemství (2 ze známých kouzel z libovolného seznamu; kouzla, která bard už zná, zůstanou).')]);
  });

  // SRD Sorcerer, Font of Magic: as many sorcery points as sorcerer levels, from the 2nd
  it('sorcerer 4 -> 5 names the new sorcery point beside the 3rd-level slots', async () => {
    const c = seed([{ classId: 'sorcerer', level: 4 }]);
    render(<CharacterEditor id={c.id} />);
    await setLevel(0, '5');
    expect(summary()).toEqual([cz('Nově: +2 pozice 3. úrovně (nová úroveň), +1 známé kouzlo, +1 čarodějný bod.'), cz('Za novou úroveň smíš jedno známé kouzlo povolání čaroděj vyměnit za jiné z jeho seznamu, nejvýš takové úrovně, na jakou máš pozice. V knize kouzel jedno odeber a druhé přidej.')]);
  });

  it('sorcerer 10 -> 9 with three Metamagic options: says which one goes (the last chosen) and drops it on saving', async () => {
    const c = seed([{ classId: 'sorcerer', level: 10 }]);
    useAppStore.setState({ characters: [{ ...c, metamagic: ['careful', 'twinned', 'quickened'] }] });
    render(<CharacterEditor id={c.id} />);
    const user = await setLevel(0, '9');
    expect(summary()).toContain(cz('Uložením odpadne metamagie zvolená jako poslední: Zrychlené kouzlo. Jinou volbu změníš v Boji.'));
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(useAppStore.getState().characters[0].metamagic).toEqual(['careful', 'twinned']);
  });

  it('land druid 4 -> 5: names the new circle spells and where to add them', async () => {
    const c = seed([{ classId: 'druid', level: 4, subclassId: 'land', terrain: 'forest' }]);
    render(<CharacterEditor id={c.id} />);
    await setLevel(0, '5');
    expect(summary()).toContain(cz('Kouzla kruhu (vždy připravená): Svolej blesky, Růst rostlin. Přidáš je v Knize kouzel tlačítkem „Přidat chybějící kouzla kruhu“.'));
  });

  it('Life cleric 2 -> 3 and Devotion paladin 4 -> 5: the new domain and oath spells, each with its button', async () => {
    const c = seed([{ classId: 'cleric', level: 2, subclassId: 'life' }, { classId: 'paladin', level: 4, subclassId: 'devotion' }]);
    render(<CharacterEditor id={c.id} />);
    await setLevel(0, '3');
    expect(summary()).toContain(cz('Doménová kouzla (vždy připravená): Nižší navrácení, Duchovní zbraň. Přidáš je v Knize kouzel tlačítkem „Přidat chybějící doménová kouzla“.'));
    await setLevel(1, '5');
    expect(summary()).toContain(cz('Kouzla přísahy (vždy připravená): Nižší navrácení, Zóna pravdy. Přidáš je v Knize kouzel tlačítkem „Přidat chybějící kouzla přísahy“.'));
  });

  it('no summary for a new character', async () => {
    render(<CharacterEditor />);
    await setLevel(0, '3');
    expect(summary()).toEqual([]);
  });

  it('no summary once the level is typed back, nor while it is invalid', async () => {
    const c = seed([{ classId: 'bard', level: 3 }]);
    render(<CharacterEditor id={c.id} />);
    await setLevel(0, '4');
    expect(summary()).toEqual([cz('Nově: +1 pozice 2. úrovně, +1 trik, +1 známé kouzlo.'), cz('Za novou úroveň smíš jedno známé kouzlo povolání bard vyměnit za jiné z jeho seznamu, nejvýš takové úrovně, na jakou máš pozice. V knize kouzel jedno odeber a druhé přidej.')]);
    await setLevel(0, '25');
    expect(summary()).toEqual([]);
    await setLevel(0, '3');
    expect(summary()).toEqual([]);
  });
});

describe('character editor: a level down keeps the Book of Ancient Secrets', () => {
  it('warlock 5 -> 2: saving the editor leaves the chosen invocation as it was', async () => {
    const c = seed([{ classId: 'warlock', level: 5 }]);
    useAppStore.getState().setConditions(c.id, { hasBookOfAncientSecrets: true });
    render(<CharacterEditor id={c.id} />);
    const user = await setLevel(0, '2');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(useAppStore.getState().characters[0].classes).toEqual([{ classId: 'warlock', level: 2 }]);
    expect(useAppStore.getState().characters[0].conditions.hasBookOfAncientSecrets).toBe(true);
  });
});

describe('character editor: the level change summary in English', () => {
  afterAll(async () => {
    await setupTestI18n('cs');
  });

  it('warlock 10 -> 11 in English', async () => {
    await setupTestI18n('en');
    const c = seed([{ classId: 'warlock', level: 10 }]);
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    const level = screen.getByRole('textbox', { name: 'Level' });
    await user.clear(level);
    await user.type(level, '11');
    expect(summary('What the level change brings')).toEqual(['New: 3 pact slots (5th level), +1 spell known.', 'Mystic Arcanum (6th level): add one 6th-level warlock spell to the spellbook.',
      'With the new level you may replace one warlock spell you know with another from its list, of a level you have slots for (in the spellbook, remove one and add the other), and one eldritch invocation with another (Combat → Eldritch Invocations).',
    ]);
  });

  it('bard 17 -> 18 next to a wizard, in English: Magical Secrets, a bard feature, without a class name', async () => {
    await setupTestI18n('en');
    const c = seed([{ classId: 'bard', level: 17 }, { classId: 'wizard', level: 1 }]);
    render(<CharacterEditor id={c.id} />);
    const user = userEvent.setup();
    const level = screen.getAllByRole('textbox', { name: 'Level' })[0];
    await user.clear(level);
    await user.type(level, '18');
    expect(summary('What the level change brings')).toEqual(["New: +1 spell slot (6th level), +2 spells known (bard), Magical Secrets (2 of the spells known from any class's list).",
      'With the new level you may replace one bard spell you know with another from its list, of a level you have slots for. In the spellbook, remove one and add the other.',
    ]);
  });
});

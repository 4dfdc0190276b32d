import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupEditorTests } from '../../testing/character-editor';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import CharacterEditor from './CharacterEditor';

setupEditorTests({ catalog: true });

function seedWizard() {
  const c = newCharacter('Elminster', [{ classId: 'wizard', level: 5 }], { str: 8, dex: 14, con: 12, int: 16, wis: 12, cha: 10 });
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  return c;
}

const levelInputs = () => screen.getAllByRole('textbox', { name: 'Úroveň' });
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('character editor: validation at the field', () => {
  it('refuses level 0 at the field with a Czech message and creates nothing', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Jméno' }), 'Mordenkainen');
    const level = levelInputs()[0];
    await user.clear(level);
    await user.type(level, '0');
    await user.tab();
    expect(level).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(level)).toContain('Úroveň musí být od 1 do 20.');
    await user.click(screen.getByRole('button', { name: 'Založit postavu' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Formulář obsahuje 1 chybu');
    expect(useAppStore.getState().characters).toHaveLength(0);
    expect(level).toHaveFocus();
  });

  it('refuses level 21 on an existing character and leaves the saved one unchanged', async () => {
    const c = seedWizard();
    const before = structuredClone(useAppStore.getState().characters);
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    const level = levelInputs()[0];
    expect(level).toHaveValue('5');
    await user.clear(level);
    await user.type(level, '21');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(level).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(level)).toContain('Úroveň musí být od 1 do 20.');
    expect(useAppStore.getState().characters).toEqual(before);
  });

  it('refuses a total over 20 across classes', async () => {
    const c = seedWizard();
    const before = structuredClone(useAppStore.getState().characters);
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    await user.click(screen.getByRole('button', { name: 'Přidat povolání' }));
    const rows = screen.getAllByRole('combobox', { name: 'Povolání' });
    await user.selectOptions(rows[1], 'Klerik');
    const [wiz, cleric] = levelInputs();
    await user.clear(wiz);
    await user.type(wiz, '15');
    await user.clear(cleric);
    await user.type(cleric, '6');
    await user.tab();
    expect(screen.getByText('Součet úrovní všech povolání může být nejvýš 20.')).toBeInTheDocument();
    for (const el of levelInputs()) {
      expect(el).toHaveAttribute('aria-invalid', 'true');
      expect(describedText(el)).toContain('Součet úrovní všech povolání může být nejvýš 20.');
    }
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(useAppStore.getState().characters).toEqual(before);
  });

  it('refuses a non-number ability score', async () => {
    const c = seedWizard();
    const before = structuredClone(useAppStore.getState().characters);
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    const int = screen.getByRole('textbox', { name: 'Inteligence' });
    await user.clear(int);
    await user.type(int, 'abc');
    await user.tab();
    expect(int).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(int)).toBe('Hodnota vlastnosti musí být celé číslo.');
    // the derived numbers wait for valid input instead of guessing
    expect(screen.getByText('Čísla se spočítají, až budou všechna pole vyplněná správně.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(useAppStore.getState().characters).toEqual(before);
  });

  it("saves only what this form changed: another tab's edit meanwhile stays", async () => {
    const c = seedWizard();
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    // another tab raises Strength and puts armour on while this form is open
    act(() => {
      useAppStore.getState().updateCharacter(c.id, (x) => ({ ...x, abilities: { ...x.abilities, str: 17 }, conditions: { ...x.conditions, armourWorn: true } }));
    });
    const cha = screen.getByRole('textbox', { name: 'Charisma' });
    await user.clear(cha);
    await user.type(cha, '5');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    const saved = useAppStore.getState().characters[0];
    expect(saved.abilities).toMatchObject({ str: 17, cha: 5 });
    expect(saved.conditions.armourWorn).toBe(true);
  });

  it('refuses an empty name', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.click(screen.getByRole('button', { name: 'Založit postavu' }));
    const name = screen.getByRole('textbox', { name: 'Jméno' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(name)).toBe('Zadej jméno postavy.');
    expect(useAppStore.getState().characters).toHaveLength(0);
  });
});

describe('character editor: derived numbers', () => {
  it('wizard 5 with INT 16: SO 14, spell attack +6, prepared 0 / 8', async () => {
    const c = seedWizard();
    render(<CharacterEditor id={c.id} />);
    const card = screen.getByRole('region', { name: 'Kouzelník 5' });
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(value('Sesílací vlastnost')).toBe('Inteligence (+3)');
    expect(value('Zdatnostní bonus')).toBe('+3');
    expect(value('SO záchrany proti kouzlu')).toBe('14');
    expect(value('Útočný bonus útoku kouzlem')).toBe('+6');
    expect(value('Triky')).toBe('0 / 4');
    expect(value('Připravená kouzla')).toBe('0 / 8');
  });

  it('follows the input live (INT 18 → SO 15) and shows every spellcasting class', async () => {
    const c = seedWizard();
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    const int = screen.getByRole('textbox', { name: 'Inteligence' });
    await user.clear(int);
    await user.type(int, '18');
    expect(within(screen.getByRole('region', { name: 'Kouzelník 5' })).getByText('SO záchrany proti kouzlu').nextElementSibling).toHaveTextContent('15');
    await user.click(screen.getByRole('button', { name: 'Přidat povolání' }));
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Povolání' })[1], 'Čaroděj');
    const sorc = screen.getByRole('region', { name: 'Čaroděj 1' });
    expect(within(sorc).getByText('Známá kouzla').nextElementSibling).toHaveTextContent('0 / 2');
  });
});

describe('character editor: saving', () => {
  it('creates a multiclass character with armour and makes it active', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Jméno' }), 'Vajra');
    const level = levelInputs()[0];
    await user.clear(level);
    await user.type(level, '3');
    await user.click(screen.getByRole('button', { name: 'Přidat povolání' }));
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Povolání' })[1], 'Klerik');
    await user.clear(levelInputs()[1]);
    await user.type(levelInputs()[1], '2');
    expect(screen.getByText('Úroveň postavy celkem: 5')).toBeInTheDocument();
    // every score 10: the multiclassing prerequisites are said, and do not stop the save
    expect(screen.getByTestId('multiclass-note')).toHaveTextContent(/Tady chybí – Kouzelník: Inteligence 13; Klerik: Moudrost 13\./);
    const wis = screen.getByRole('textbox', { name: 'Moudrost' });
    await user.clear(wis);
    await user.type(wis, '13');
    expect(screen.getByTestId('multiclass-note')).toHaveTextContent(/Tady chybí – Kouzelník: Inteligence 13\./);
    await user.click(screen.getByRole('checkbox', { name: 'Má na sobě zbroj' }));
    await user.click(screen.getByRole('button', { name: 'Založit postavu' }));
    const s = useAppStore.getState();
    expect(s.characters).toHaveLength(1);
    const c = s.characters[0];
    expect(c.name).toBe('Vajra');
    expect(c.classes).toEqual([{ classId: 'wizard', level: 3 }, { classId: 'cleric', level: 2 }]);
    expect(c.conditions.armourWorn).toBe(true);
    expect(c.conditions.armourProficient).toBe(true);
    expect(s.activeCharacterId).toBe(c.id);
    expect(window.location.pathname).toBe(`/kniha/${c.id}`);
  });

  it('a new wizard is not proficient with armour; a cleric is (the default follows the classes)', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Jméno' }), 'Umara');
    const proficient = () => screen.getByRole('checkbox', { name: /zbrojí, kterou nosí/ });
    expect(proficient()).not.toBeChecked();
    // one class: no multiclassing prerequisites, whatever the scores
    expect(screen.queryByTestId('multiclass-note')).toBeNull();
    expect(describedText(proficient())).toContain('Povolání nedává zdatnost se žádnou zbrojí');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Povolání' })[0], 'Klerik');
    expect(proficient()).toBeChecked();
    expect(describedText(proficient())).toContain('lehká zbroj, střední zbroj, štíty');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Povolání' })[0], 'Kouzelník');
    await user.click(screen.getByRole('checkbox', { name: 'Má na sobě zbroj' }));
    await user.click(screen.getByRole('button', { name: 'Založit postavu' }));
    expect(useAppStore.getState().characters[0].conditions).toMatchObject({ armourWorn: true, armourProficient: false });
    expect(newCharacter('Umara', [{ classId: 'wizard', level: 1 }]).conditions.armourProficient).toBe(false);
  });

  it('edits an existing character and keeps its spells', async () => {
    const c = seedWizard();
    useAppStore.getState().setConditions(c.id, { armourWorn: true });
    useAppStore.setState((s) => ({ characters: s.characters.map((x) => ({ ...x, spells: [{ spellId: 'shield', classId: 'wizard' as const, status: 'prepared' as const }] })) }));
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    expect(screen.getByRole('checkbox', { name: 'Má na sobě zbroj' })).toBeChecked();
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '6');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    const saved = useAppStore.getState().characters[0];
    expect(saved.classes).toEqual([{ classId: 'wizard', level: 6 }]);
    expect(saved.spells).toHaveLength(1);
    expect(saved.conditions.armourWorn).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  it('says that the spells of a class taken away stay in the book apart, and not when it is back', async () => {
    const c = seedWizard();
    const spells = ['shield', 'fireball'].map((spellId) => ({ spellId, classId: 'wizard' as const, status: 'prepared' as const }));
    useAppStore.setState({ characters: [{ ...c, spells }] });
    const user = userEvent.setup();
    render(<CharacterEditor id={c.id} />);
    expect(screen.queryByRole('note')).toBeNull();
    const row = screen.getAllByRole('combobox', { name: 'Povolání' })[0];
    await user.selectOptions(row, 'Čaroděj');
    expect(screen.getByRole('note')).toHaveTextContent('Kouzelník – 2 kouzla zůstanou v knize zvlášť a přestanou se počítat.');
    await user.selectOptions(row, 'Kouzelník');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says so when the character does not exist', () => {
    render(<CharacterEditor id="nope" />);
    expect(screen.getByText('Tahle postava neexistuje. Možná byla smazaná.')).toBeInTheDocument();
  });
});

// The character editor records the one subclass per class that changes its spells: the casting
// subclasses of fighter and rogue, College of Lore, Circle of the Land with its land, Life Domain,
// Oath of Devotion, the Fiend; a warlock's Book of Ancient Secrets.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupEditorTests } from '../../testing/character-editor';
import { useAppStore } from '../../store/app-store';
import CharacterEditor from './CharacterEditor';

setupEditorTests();

const levelInputs = () => screen.getAllByRole('textbox', { name: 'Úroveň' });

describe('character editor: subclasses', () => {
  it('offers the casting subclass for a fighter; the invocations of a warlock are chosen on Boj, not here', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Jméno' }), 'Tordek');
    // a wizard chooses a tradition at 2nd level (SRD): from then on the School of Evocation may be
    // recorded, under the class's own word (Arcane Tradition)
    expect(screen.queryByRole('combobox', { name: 'Magická tradice' })).not.toBeInTheDocument();
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '2');
    expect(within(screen.getByRole('combobox', { name: 'Magická tradice' })).getByRole('option', { name: 'Škola nezapsána' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Povolání' }), 'Bojovník');
    expect(screen.queryByRole('combobox', { name: 'Magická tradice' })).not.toBeInTheDocument();
    // a fighter's archetype comes at 3rd level
    expect(screen.queryByRole('combobox', { name: 'Bojový archetyp' })).not.toBeInTheDocument();
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bojový archetyp' }), 'Čaroknecht');
    expect(screen.getByRole('region', { name: 'Bojovník (Čaroknecht) 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přidat povolání' }));
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Povolání' })[1], 'Černokněžník');
    await user.clear(levelInputs()[1]);
    await user.type(levelInputs()[1], '3');
    // Book of Ancient Secrets is an invocation of the tome pact, chosen with the others on Boj
    expect(screen.queryByRole('checkbox', { name: /Kniha pradávných tajemství/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Založit postavu' }));
    const c = useAppStore.getState().characters[0];
    expect(c.classes).toEqual([{ classId: 'fighter', level: 3, subclassId: 'eldritch-knight' }, { classId: 'warlock', level: 3 }]);
    expect(c.conditions.hasBookOfAncientSecrets).toBeUndefined();
  });

  it('records a bard college and a druid circle with its land (SRD: College of Lore, Circle of the Land)', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Jméno' }), 'Radagast');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Povolání' }), 'Druid');
    expect(screen.queryByRole('combobox', { name: 'Kruh' })).not.toBeInTheDocument();
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '3');
    expect(screen.queryByRole('combobox', { name: 'Krajina' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kruh' }), 'Kruh země');
    // an option starts with a capital like every other option of the form (the land is lower case in a sentence)
    expect(within(screen.getByRole('combobox', { name: 'Krajina' })).getByRole('option', { name: 'Travnaté pláně' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Krajina' }), 'Les');
    await user.click(screen.getByRole('button', { name: 'Přidat povolání' }));
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Povolání' })[1], 'Bard');
    await user.clear(levelInputs()[1]);
    await user.type(levelInputs()[1], '3');
    expect(within(screen.getByRole('combobox', { name: 'Kolej' })).getByRole('option', { name: 'Kolej nezapsána' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kolej' }), 'Kolej vědění');
    await user.click(screen.getByRole('button', { name: 'Založit postavu' }));
    expect(useAppStore.getState().characters[0].classes).toEqual([{ classId: 'druid', level: 3, subclassId: 'land', terrain: 'forest' }, { classId: 'bard', level: 3, subclassId: 'lore' }]);
  });

  it('records a cleric domain, a paladin oath and a warlock patron (SRD: Life Domain, Oath of Devotion, the Fiend)', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Jméno' }), 'Alhandra');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Povolání' }), 'Klerik');
    expect(within(screen.getByRole('combobox', { name: 'Doména' })).getByRole('option', { name: 'Doména nezapsána' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Doména' }), 'Doména života');
    expect(screen.getByRole('region', { name: 'Klerik (Doména života) 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přidat povolání' }));
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Povolání' })[1], 'Paladin');
    // a paladin swears the oath at 3rd level
    expect(screen.queryByRole('combobox', { name: 'Přísaha' })).not.toBeInTheDocument();
    await user.clear(levelInputs()[1]);
    await user.type(levelInputs()[1], '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Přísaha' }), 'Přísaha oddanosti');
    await user.click(screen.getByRole('button', { name: 'Přidat povolání' }));
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Povolání' })[2], 'Černokněžník');
    expect(within(screen.getByRole('combobox', { name: 'Patron' })).getByRole('option', { name: 'Patron nezapsán' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Patron' }), 'Běs');
    await user.click(screen.getByRole('button', { name: 'Založit postavu' }));
    expect(useAppStore.getState().characters[0].classes).toEqual([
      { classId: 'cleric', level: 1, subclassId: 'life' },
      { classId: 'paladin', level: 3, subclassId: 'devotion' },
      { classId: 'warlock', level: 1, subclassId: 'fiend' },
    ]);
  });

  it('a subclass typed in before a lower level is not recorded: the oath goes with the level', async () => {
    const user = userEvent.setup();
    render(<CharacterEditor />);
    await user.type(screen.getByRole('textbox', { name: 'Jméno' }), 'Arthas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Povolání' }), 'Paladin');
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Přísaha' }), 'Přísaha oddanosti');
    await user.clear(levelInputs()[0]);
    await user.type(levelInputs()[0], '2');
    expect(screen.queryByRole('combobox', { name: 'Přísaha' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Paladin 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Založit postavu' }));
    expect(useAppStore.getState().characters[0].classes).toEqual([{ classId: 'paladin', level: 2 }]);
  });
});

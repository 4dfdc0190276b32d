// The editor on a level change: the class features that change casting (SRD 5.1 Ritual Casting of a
// class added, wizard 18th and 20th, warlock 20th, druid 20th), named with what they do and where to
// use them, and what a level down past them does to the wizard's chosen spells. A new character's
// editor names the features its classes have.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupEditorTests } from '../../testing/character-editor';
import { useAppStore } from '../../store/app-store';
import { newCharacter } from '../../store/defaults';
import CharacterEditor from './CharacterEditor';
import { vlna } from '../../i18n/tools/vlna.mjs';

setupEditorTests({ catalog: true });

function seed(classes: Parameters<typeof newCharacter>[1]) {
  const c = newCharacter('Merlin', classes, { str: 8, dex: 14, con: 12, int: 16, wis: 16, cha: 16 });
  useAppStore.setState({ characters: [c], activeCharacterId: c.id });
  return c;
}

const summary = () => {
  const list = screen.queryByRole('list', { name: 'Co přinese změna úrovní' });
  return list ? within(list).getAllByRole('listitem').map((li) => li.textContent) : [];
};
async function setLevel(level: string) {
  const user = userEvent.setup();
  const input = screen.getAllByRole('textbox', { name: 'Úroveň' })[0];
  await user.clear(input);
  await user.type(input, level);
  return user;
}

describe('character editor: class features that change casting', () => {
  it('wizard 17 -> 18 names Spell Mastery and says the spells are chosen in the Kniha', async () => {
    const c = seed([{ classId: 'wizard', level: 17 }]);
    render(<CharacterEditor id={c.id} />);
    await setLevel('18');
    expect(summary()).toContain(vlna('Nově: Mistrovství v kouzlech – jedno kouzlo 1. a jedno 2. úrovně z knihy sešleš, když je máš připravené, na jejich úrovni bez pozice, kolikrát chceš. Obě kouzla si zvolíš v Knize kouzel.'));
  });

  it('wizard 19 -> 20 names Signature Spells; a warlock and a druid 20 their capstones', async () => {
    const c = seed([{ classId: 'wizard', level: 19 }]);
    const { unmount } = render(<CharacterEditor id={c.id} />);
    await setLevel('20');
    expect(summary()).toContain(vlna('Nově: Typická kouzla – dvě kouzla 3. úrovně z knihy jsou vždy připravená a každé z nich jednou sešleš na 3. úrovni bez pozice, znovu po krátkém nebo důkladném odpočinku. Zvolíš je v Knize kouzel.'));
    unmount();

    const w = seed([{ classId: 'warlock', level: 19 }]);
    const warlock = render(<CharacterEditor id={w.id} />);
    await setLevel('20');
    expect(summary().join(' ')).toContain(vlna('Nově: Mistr nadpřirozena – jednou za důkladný odpočinek ti patron po minutě prosby vrátí všechny utracené pozice paktu.'));
    warlock.unmount();

    const d = seed([{ classId: 'druid', level: 19 }]);
    render(<CharacterEditor id={d.id} />);
    await setLevel('20');
    expect(summary()).toContain(vlna('Nově: Arcidruid – druidská kouzla sesíláš bez verbální a pohybové složky a bez surovin, které nemají cenu a kouzlo je nespotřebuje.'));
  });

  it('a class added names its Ritual Casting with the class, worded for that class', async () => {
    const c = seed([{ classId: 'wizard', level: 5 }]);
    render(<CharacterEditor id={c.id} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Přidat povolání' }));
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Povolání' })[1], 'Klerik');
    expect(summary()).toContain(vlna('Nově: Sesílání rituálů (klerik) – připravené kouzlo s příznakem rituál sešleš jako rituál: o 10 minut déle a bez pozice kouzla. Nabídne ho okno sesílání.'));
    // the wizard already had it: nothing new said of the wizard
    expect(summary().join(' ')).not.toContain('(kouzelník)');
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Povolání' })[1], 'Bard');
    expect(summary()).toContain(vlna('Nově: Sesílání rituálů (bard) – známé kouzlo s příznakem rituál sešleš jako rituál: o 10 minut déle a bez pozice kouzla. Nabídne ho okno sesílání.'));
  });

  it('wizard 20 -> 17: both features go, the choice stays recorded; saving keeps the chosen spells', async () => {
    const c = seed([{ classId: 'wizard', level: 20 }]);
    useAppStore.setState({ characters: [{ ...c, masterySpells: ['shield', 'misty-step'], signatureSpells: ['fireball', 'counterspell'] }] });
    render(<CharacterEditor id={c.id} />);
    const user = await setLevel('17');
    const lines = summary();
    expect(lines).toContain(vlna('Zmizí Mistrovství v kouzlech: zvolená kouzla zůstanou zapsaná v Knize kouzel, bez pozice je ale sešleš až zase na 18. úrovni kouzelníka.'));
    expect(lines).toContain(vlna('Zmizí Typická kouzla: volba zůstane zapsaná v Knize kouzel, kouzla ale přestanou být vždy připravená a bez pozice je sešleš až zase na 20. úrovni kouzelníka.'));
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));
    const saved = useAppStore.getState().characters[0];
    expect(saved.classes).toEqual([{ classId: 'wizard', level: 17 }]);
    expect(saved.masterySpells).toEqual(['shield', 'misty-step']);
    expect(saved.signatureSpells).toEqual(['fireball', 'counterspell']);
  });

  it('a new character lists its classes\' features without "Nově", and none for a class without them', async () => {
    render(<CharacterEditor />);
    const features = () => {
      const list = screen.queryByRole('list', { name: 'Co povolání umí' });
      return list ? within(list).getAllByRole('listitem').map((li) => li.textContent) : [];
    };
    // the editor starts on a 1st-level wizard
    expect(features()).toEqual([
      vlna('Sesílání rituálů (kouzelník) – kouzlo s příznakem rituál z knihy kouzel sešleš jako rituál, i když ho nemáš připravené: o 10 minut déle a bez pozice kouzla. Nabídne ho okno sesílání.'),
      vlna('Mystické zotavení – jednou denně po krátkém odpočinku obnovíš část utracených pozic kouzel. Boj ho nabídne u krátkého odpočinku.'),
    ]);
    expect(summary()).toEqual([]);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Povolání' }), 'Bojovník');
    expect(features()).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Povolání' }), 'Druid');
    await setLevel('20');
    expect(features()).toEqual([
      vlna('Sesílání rituálů (druid) – připravené kouzlo s příznakem rituál sešleš jako rituál: o 10 minut déle a bez pozice kouzla. Nabídne ho okno sesílání.'),
      vlna('Arcidruid – druidská kouzla sesíláš bez verbální a pohybové složky a bez surovin, které nemají cenu a kouzlo je nespotřebuje.'),
    ]);
    // an invalid level: nothing is said until the class rows are valid again
    await setLevel('25');
    expect(features()).toEqual([]);
  });
});

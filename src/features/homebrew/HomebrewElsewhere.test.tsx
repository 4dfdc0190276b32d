// The homebrew screen while another tab or device saves or deletes the same spell (played here by
// setting the store, as persistence does when it hears the other tab).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import HomebrewScreen from './HomebrewScreen';
import type { HomebrewSpell } from '../../store/types';

const spell: HomebrewSpell = {
  data: {
    id: 'hb-mrazivy-dotek-a1b2', srdName: 'Mrazivý dotek', level: 0, school: 'evocation', ritual: false, concentration: false,
    castingTime: { amount: 1, unit: 'action' }, range: { kind: 'touch' }, components: { v: true, s: true, m: false },
    duration: { unit: 'instantaneous', upTo: false, concentration: false }, classes: ['wizard'], subclasses: [], homebrew: true,
  },
  text: { name: 'Mrazivý dotek', castingTime: '1 akce', range: 'Dotyk', components: 'V, P', duration: 'Ihned', description: ['Chlad.'] },
};
/** Another tab's save of the spell. */
const savedElsewhere = (text: Partial<HomebrewSpell['text']>, data: Partial<HomebrewSpell['data']> = {}) =>
  act(() => useAppStore.setState({ homebrew: [{ data: { ...spell.data, ...data }, text: { ...spell.text, ...text } }] }));
const stored = () => useAppStore.getState().homebrew;
const note = () => screen.queryByText(/^Jiná karta nebo zařízení mezitím/);

beforeAll(async () => {
  await setupTestI18n('en'); // English resources loaded too
  await setupTestI18n('cs');
});
beforeEach(() => {
  useAppStore.setState({ ...initialState(), homebrew: [spell] });
});

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(screen.getByLabelText(label));
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('HomebrewScreen with another tab', () => {
  it('saves only what the player changed onto the copy stored now: the other tab\'s description stays', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await user.click(screen.getByRole('button', { name: 'Upravit kouzlo Mrazivý dotek' }));
    await savedElsewhere({ description: ['Chlad a mráz, cíl zpomalí.'] });
    await retype(user, 'Název', 'Mrazivý dotek II');
    expect(note()).toBeNull(); // different fields: nothing to warn about
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(stored()).toHaveLength(1);
    expect(stored()[0].text).toMatchObject({ name: 'Mrazivý dotek II', description: ['Chlad a mráz, cíl zpomalí.'] });
  });

  it('says when the other tab changed a field the player changes too; the player\'s version is saved, the rest stays', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await user.click(screen.getByRole('button', { name: 'Upravit kouzlo Mrazivý dotek' }));
    await retype(user, 'Popis', 'Verze odsud.');
    await savedElsewhere({ description: ['Verze z jiné karty.'] }, { level: 2 });
    expect(screen.getByLabelText('Popis')).toHaveValue('Verze odsud.');
    expect(note()).toHaveTextContent(/u tohoto kouzla změnily: Popis\. Když uložíš, platí u nich to, co je tady/);
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(stored()[0].text.description).toEqual(['Verze odsud.']);
    expect(stored()[0].data.level).toBe(2);
  });

  it('shows what the other tab saved in the fields the player has not changed; a field the player changed stays as typed', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await user.click(screen.getByRole('button', { name: 'Upravit kouzlo Mrazivý dotek' }));
    await retype(user, 'Název', 'Mrazivý dotek II');
    await savedElsewhere({ name: 'Ledový dotek', description: ['Chlad a mráz.'] }, { range: { kind: 'distance', feet: 30 } });
    expect(screen.getByLabelText('Popis')).toHaveValue('Chlad a mráz.');
    expect(screen.getByLabelText('Vzdálenost v sázích')).toHaveValue('6');
    expect(screen.getByLabelText('Název')).toHaveValue('Mrazivý dotek II');
    expect(note()).toHaveTextContent(/u tohoto kouzla změnily: Název\./);
    // typed over the followed text: what the player sees is what changed, no conflict about it
    await retype(user, 'Popis', 'Chlad, mráz a jinovatka.');
    expect(note()).not.toHaveTextContent(/Popis/);
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(stored()[0].text).toMatchObject({ name: 'Mrazivý dotek II', description: ['Chlad, mráz a jinovatka.'] });
    expect(stored()[0].data.range).toEqual({ kind: 'distance', feet: 30 });
  });

  it('after a language switch the form follows the other tab in the new language\'s units, and the player\'s distance is converted', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await user.click(screen.getByRole('button', { name: 'Upravit kouzlo Mrazivý dotek' }));
    await user.selectOptions(screen.getByLabelText('Druh dosahu'), 'distance');
    await retype(user, 'Vzdálenost v sázích', '4');
    await act(() => i18next.changeLanguage('en'));
    try {
      expect(screen.getByLabelText('Distance in feet')).toHaveValue('20');
      await savedElsewhere({ description: ['Cold.'] }, { range: { kind: 'distance', feet: 60 } });
      expect(screen.getByLabelText('Description')).toHaveValue('Cold.');
      // the range changed on both sides: the player's 20 ft stays, and the note names the range
      expect(screen.getByLabelText('Distance in feet')).toHaveValue('20');
      expect(screen.getByText(/of this spell meanwhile: Range\./)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save spell' }));
      expect(stored()[0].data.range).toEqual({ kind: 'distance', feet: 20 });
      expect(stored()[0].text.description).toEqual(['Cold.']);
    } finally {
      await act(() => i18next.changeLanguage('cs'));
    }
  });

  it('says when the other tab deleted the spell being edited; saving brings it back', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await user.click(screen.getByRole('button', { name: 'Upravit kouzlo Mrazivý dotek' }));
    act(() => useAppStore.setState({ homebrew: [] }));
    expect(note()).toHaveTextContent(/toto kouzlo smazaly/);
    await retype(user, 'Popis', 'Zpátky.');
    await user.click(screen.getByRole('button', { name: 'Uložit kouzlo' }));
    expect(stored().map((h) => [h.data.id, h.text.description])).toEqual([[spell.data.id, ['Zpátky.']]]);
  });

  it('refuses "Vrátit" after a delete once the other tab saved the spell again, and keeps that copy', async () => {
    const user = userEvent.setup();
    render(<HomebrewScreen />);
    await user.click(screen.getByRole('button', { name: 'Smazat kouzlo Mrazivý dotek' }));
    await user.click(screen.getByRole('button', { name: 'Smazat' }));
    expect(stored()).toHaveLength(0);
    await savedElsewhere({ description: ['Verze z karty B (novější).'] });
    await user.click(screen.getByRole('button', { name: 'Vrátit' }));
    expect(stored().map((h) => h.text.description)).toEqual([['Verze z karty B (novější).']]);
    expect(screen.getByRole('status')).toHaveTextContent(/^Vrátit už nejde: kouzlo se mezitím změnilo/);
    expect(screen.queryByRole('button', { name: 'Vrátit' })).not.toBeInTheDocument();
  });
});

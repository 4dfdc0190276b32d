// The print names a spell's area as the spell block does: both forms of Forcecage and of a homebrew
// spell, and a homebrew line's width, in the sheet's table, its full entries and the cards.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { useAppStore } from '../../store/app-store';
import { initialState, newCharacter } from '../../store/defaults';
import type { HomebrewSpell } from '../../store/types';
import PrintScreen from './PrintScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

const line = { shape: 'line' as const, sizeFt: 60, widthFt: 10 };
const breath: HomebrewSpell = {
  data: {
    id: 'hb-mrazivy-dech-ab12', srdName: 'Mrazivý dech', level: 3, school: 'evocation', ritual: false, concentration: false,
    castingTime: { amount: 1, unit: 'action' }, range: { kind: 'self', area: line }, components: { v: true, s: false, m: false },
    duration: { unit: 'instantaneous', upTo: false, concentration: false }, classes: ['wizard'], subclasses: [], homebrew: true,
    area: line, areaOr: { shape: 'sphere', sizeFt: 10 },
  },
  text: { name: 'Mrazivý dech', castingTime: '1 akce', range: 'Ty sám', components: 'V', duration: 'Ihned', description: ['Dech mrazu.'] },
};

function seed() {
  const c = newCharacter('Elara', [{ classId: 'wizard', level: 13 }]);
  c.spells = [{ spellId: 'forcecage', classId: 'wizard', status: 'prepared' }, { spellId: breath.data.id, classId: 'wizard', status: 'prepared' }];
  useAppStore.setState({ characters: [c], activeCharacterId: c.id, homebrew: [breath], settings: { ...initialState().settings, paper: 'a4' } });
}

const CAGE_CS = vlna('krychle o hraně 4 sáhů nebo krychle o hraně 2 sáhů');
const BREATH_CS = vlna('dráha o délce 12 sáhů a šířce 2 sáhů nebo koule o poloměru 2 sáhů');

describe('print: areas with a second form or a line width', () => {
  beforeAll(async () => {
    await act(() => setupTestI18n('cs'));
  });
  beforeEach(() => {
    useAppStore.setState(initialState());
    window.history.replaceState(null, '', '/tisk');
  });

  it('the sheet names both forms beside the range, in the table and in the full entries', async () => {
    seed();
    render(<PrintScreen />);
    const sheet = await screen.findByTestId('spell-sheet');
    const cage = within(sheet).getByRole('rowheader', { name: 'Silová klec' }).closest('tr')!;
    expect(cage.querySelector('.cell-area')!.textContent).toBe(CAGE_CS);
    const row = within(sheet).getByRole('rowheader', { name: 'Mrazivý dech' }).closest('tr')!;
    expect(row.querySelector('.cell-area')!.parentElement!.firstChild!.textContent).toBe(vlna('Ty sám (dráha o délce 12 sáhů)'));
    expect(row.querySelector('.cell-area')!.textContent).toBe(BREATH_CS);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Přidat celé popisy kouzel' }));
    const entries = sheet.querySelectorAll('.spell-entry');
    const areas = [...entries].map((e) => e.querySelector('.entry-fields .wide')?.textContent);
    expect(areas).toEqual([`Oblast: ${BREATH_CS}`, `Oblast: ${CAGE_CS}`]);
  });

  it('a card names both forms in its area field; a spell whose range says it all has none', async () => {
    seed();
    const c = useAppStore.getState().characters[0];
    useAppStore.setState({ characters: [{ ...c, spells: [...c.spells, { spellId: 'burning-hands', classId: 'wizard', status: 'prepared' }] }] });
    window.history.replaceState(null, '', '/tisk?view=cards');
    render(<PrintScreen />);
    await screen.findByTestId('cards-summary');
    const area = (name: string) => {
      const card = screen.getAllByTestId('spell-card').find((e) => e.querySelector('h3')!.textContent === name)!;
      const dt = within(card).queryByText('Oblast', { selector: 'dt' });
      return dt ? dt.nextElementSibling!.textContent : null;
    };
    expect(area('Silová klec')).toBe(CAGE_CS);
    expect(area('Mrazivý dech')).toBe(BREATH_CS);
    expect(area('Hořící ruce')).toBeNull();
  });

  it('in English: feet, and the width said as "10 feet wide"', async () => {
    seed();
    const i18n = await setupTestI18n('en');
    try {
      window.history.replaceState(null, '', '/tisk?view=cards');
      render(<PrintScreen />);
      await screen.findByTestId('cards-summary');
      const cards = screen.getAllByTestId('spell-card');
      expect(cards.map((c) => within(c).queryByText('Area', { selector: 'dt' })?.nextElementSibling?.textContent)).toEqual([
        '60-foot line, 10\u00a0feet wide or 10-foot-radius sphere',
        '20-foot cube or 10-foot cube',
      ]);
    } finally {
      await act(() => i18n.changeLanguage('cs'));
    }
  });
});

// The printed sheet of a paladin shows Divine Smite's radiant dice for each slot level the
// character has (a pact slot's level too), with Improved Divine Smite's die from 11th level.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import { initialState, newCharacter } from '../../store/defaults';
import type { ClassLevel } from '../../rules';
import PrintScreen from './PrintScreen';

function seed(classes: ClassLevel[]) {
  const c = newCharacter('Ser Jan', classes);
  useAppStore.setState({ characters: [c], activeCharacterId: c.id, settings: { ...initialState().settings, paper: 'a4' } });
}

describe('print: Divine Smite', () => {
  setupSpellScreen('/tisk');

  it('a paladin 3 / warlock 5: dice of the 1st-level slots and of the 3rd-level pact slots', async () => {
    seed([{ classId: 'paladin', level: 3 }, { classId: 'warlock', level: 5 }]);
    render(<PrintScreen />);
    const row = within(await screen.findByTestId('spell-sheet')).getByTestId('smite');
    expect(row).toHaveTextContent(/^Božský úder1\. úr\. 2k8 · 3\. úr\. 4k8zářivé zranění navíc/);
    expect(row).not.toHaveTextContent('zlepšeného');
  });

  it('a paladin 11: every level one die more (Improved Divine Smite); a cleric has no such row', async () => {
    seed([{ classId: 'paladin', level: 11 }]);
    const { unmount } = render(<PrintScreen />);
    const row = within(await screen.findByTestId('spell-sheet')).getByTestId('smite');
    expect(row).toHaveTextContent('1. úr. 3k8 · 2. úr. 4k8 · 3. úr. 5k8');
    expect(row).toHaveTextContent('včetně 1k8 zlepšeného božského úderu');
    unmount();
    seed([{ classId: 'cleric', level: 11 }]);
    render(<PrintScreen />);
    expect(within(await screen.findByTestId('spell-sheet')).queryByTestId('smite')).toBeNull();
  });
});

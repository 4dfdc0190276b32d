// A Circle of the Land druid's Natural Recovery at the end of a short rest, as the player sees it.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { tableActions } from '../../store/table';
import TrackerScreen from './TrackerScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

beforeAll(async () => {
  await setupTestI18n('cs');
  await loadCatalog('cs');
});

function landDruid(level: number) {
  useAppStore.setState(initialState());
  const r = useAppStore.getState().createCharacter({ name: 'Ash', classes: [{ classId: 'druid', level: String(level), subclassId: 'land', terrain: 'forest' }], abilities: { str: 10, dex: 12, con: 14, int: 10, wis: 17, cha: 10 } });
  if (!r.ok) throw new Error(r.error);
  window.history.replaceState(null, '', '/boj');
  return String(r.id);
}

describe('Natural Recovery', () => {
  it('is offered when a short rest ends, within half the druid level, and once until a long rest', async () => {
    const id = landDruid(5);
    const char = () => useAppStore.getState().characters.find((c) => c.id === id)!;
    tableActions(useAppStore).spendSlot(id, 3);
    tableActions(useAppStore).spendSlot(id, 1);
    const user = userEvent.setup();
    render(<TrackerScreen />);
    await act(() => Promise.resolve());
    expect(screen.getByText('Přírodní zotavení se nabízí na konci krátkého odpočinku (jednou za důkladný odpočinek).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Krátký odpočinek' }));
    expect(screen.getByRole('heading', { name: 'Přírodní zotavení' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mystické zotavení' })).toBeNull();
    await user.click(screen.getByRole('button', { name: vlna('Přidat pozici 3. úrovně') }));
    // 3 of 3 used: the 1st-level slot no longer fits
    expect(screen.getByRole('button', { name: vlna('Přidat pozici 1. úrovně') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Odpočinout si a.obnovit pozice/ }));
    expect(char().caster.spentSlots.slice(0, 3)).toEqual([1, 0, 0]);
    expect(char().caster.naturalRecoveryUsed).toBe(true);
    expect(screen.getByText(/Přírodní zotavení: obnovena 1 pozice/)).toBeInTheDocument();
    expect(screen.getByText('Přírodní zotavení je použité; vrátí se po důkladném odpočinku.')).toBeInTheDocument();
  });
});

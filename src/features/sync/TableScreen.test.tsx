// The GM's table with the sync layer replaced: the party arrives as watchTable reports it.
import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { newCharacter } from '../../store/defaults';
import type { PartyState } from '../../sync';
import type { ActiveEffect } from '../../rules';
import TableScreen from './TableScreen';

const table = { gmKey: 'gm-key-0000000000', server: 'ws://sync.invalid', name: 'Středa', createdAt: '2026-12-05T00:00:00.000Z' };
const data = { tables: [table], server: table.server };
let report: (s: PartyState) => void = () => {};
vi.mock('../../sync', async (original) => ({
  ...(await original<typeof import('../../sync')>()),
  syncEngine: () => ({ data: () => data, update: () => {} }),
  watchTable: (_server: string, _key: string, onChange: (s: PartyState) => void) => {
    report = onChange;
    return () => {};
  },
}));

function member(doc: string, name: string, effects: ActiveEffect[]) {
  const c = newCharacter(name, [{ classId: 'cleric', level: 5 }]);
  return { doc, character: { ...c, caster: { ...c.caster, effects } }, problem: null, joinedAt: 0, online: true };
}

describe('TableScreen', () => {
  beforeAll(async () => {
    await setupTestI18n('cs');
    await loadCatalog('cs');
  });

  it('marks the same spell on the same target from two characters: it does not add together', async () => {
    render(<TableScreen />);
    const bless = (target: string): ActiveEffect => ({ spellId: 'bless', target, endsAtRound: 10 });
    act(() =>
      report({
        connection: 'synced',
        members: [member('d1', 'Jozan', [bless('Tordek')]), member('d2', 'Ariel', [bless('tordek'), { spellId: 'hb-x', target: 'Lia', endsAtRound: null }]), member('d3', 'Mialee', [bless('Lia')])],
      }),
    );
    const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });
    expect(await within(card('Jozan')).findByText('nesčítá se: totéž kouzlo od Ariel')).toBeInTheDocument();
    expect(within(card('Ariel')).getByText('nesčítá se: totéž kouzlo od Jozan')).toBeInTheDocument();
    expect(within(card('Mialee')).queryByText(/nesčítá se/)).toBeNull();
    // another player's custom spell is named in words, not by its id
    expect(within(card('Ariel')).getByText('Vlastní kouzlo hráče')).toBeInTheDocument();
  });

  it('numbers two custom spells of one player, so the GM tells them apart', async () => {
    render(<TableScreen />);
    const custom = (spellId: string, target: string): ActiveEffect => ({ spellId, target, endsAtRound: null });
    act(() => report({ connection: 'synced', members: [member('d1', 'Ariel', [custom('hb-x', 'Lia'), custom('hb-y', 'Tordek')])] }));
    const card = within(await screen.findByRole('article', { name: /^Ariel/ }));
    expect(card.getByText('Vlastní kouzlo hráče 1')).toBeInTheDocument();
    expect(card.getByText('Vlastní kouzlo hráče 2')).toBeInTheDocument();
  });

  it('says when the server does not answer, and at which address, instead of waiting forever', () => {
    vi.useFakeTimers();
    try {
      render(<TableScreen />);
      act(() => report({ connection: 'pending', members: [] }));
      expect(screen.getByTestId('table-connection')).toHaveTextContent('Čeká na připojení');
      expect(screen.queryByTestId('table-unreachable')).toBeNull();
      act(() => vi.advanceTimersByTime(8_000));
      expect(screen.getByTestId('table-connection')).toHaveTextContent('Server neodpovídá');
      expect(screen.getByTestId('table-unreachable')).toHaveTextContent('Server ws://sync.invalid neodpovídá – zkontroluj jeho adresu');
      // the server answers: live again, the warning goes
      act(() => report({ connection: 'synced', members: [] }));
      expect(screen.getByTestId('table-connection')).toHaveTextContent('Živě');
      expect(screen.queryByTestId('table-unreachable')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

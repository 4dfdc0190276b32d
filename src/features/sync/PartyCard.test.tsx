import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { newCharacter } from '../../store/defaults';
import { CHANGED_MS, PartyCard } from './PartyCard';

const umara = newCharacter('Umara', [{ classId: 'wizard', level: 5 }]);
const name = (id: string) => id;

describe('PartyCard', () => {
  beforeAll(() => setupTestI18n('cs'));

  it('says whose values may be old: the player\'s device gone, or the GM\'s own connection down', () => {
    const { rerender } = render(<PartyCard c={umara} spellName={name} online={true} />);
    expect(screen.queryByTestId('party-offline')).toBeNull();
    rerender(<PartyCard c={umara} spellName={name} online={false} />);
    expect(screen.getByTestId('party-offline')).toHaveTextContent('Nikdo s postavou není připojený – poslední známý stav');
    rerender(<PartyCard c={umara} spellName={name} online={true} stale />);
    expect(screen.getByTestId('party-offline')).toHaveTextContent('Bez spojení se serverem – poslední známý stav');
  });
});

describe('PartyCard of a character the player moved to another server', () => {
  beforeAll(() => setupTestI18n('cs'));

  it('says where it went instead of values that would look live and never change', () => {
    const spent = { ...umara, caster: { ...umara.caster, spentSlots: [2, 0, 0, 0, 0, 0, 0, 0, 0] } };
    render(<PartyCard c={spent} spellName={name} online={true} movedTo="wss://novy.example.cz" />);
    expect(screen.getByRole('heading', { name: 'Umara' })).toBeVisible();
    expect(screen.getByTestId('party-moved')).toHaveTextContent('Hráč postavu přestěhoval na server wss://novy.example.cz. Co o ní ví tento server, už neplatí.');
    expect(screen.queryByTestId('party-slot-1')).toBeNull();
    expect(screen.queryByTestId('party-concentration')).toBeNull();
  });
});

describe('PartyCard: a warlock-sorcerer', () => {
  beforeAll(() => setupTestI18n('cs'));

  it('shows sorcery points, Mystic Arcanum and slots created with Font of Magic', () => {
    const zarek = newCharacter('Žárek', [
      { classId: 'warlock', level: 11 },
      { classId: 'sorcerer', level: 3 },
    ]);
    zarek.caster = { ...zarek.caster, spentSlots: [1, 0, 0, 0, 0, 0, 0, 0, 0], spentPact: 2, sorceryPointsSpent: 1, arcanumUsed: [6], extraSlots: [0, 1, 0, 0, 0, 0, 0, 0, 0] };
    render(<PartyCard c={zarek} spellName={name} online={true} />);
    // sorcerer 3: 4 + 2 table slots; one 2nd-level slot made from points on top
    expect(screen.getByTestId('party-slot-2')).toHaveTextContent('3/3');
    expect(screen.getByTestId('party-pact')).toHaveTextContent('1/3');
    expect(screen.getByTestId('party-sorcery')).toHaveTextContent('Čar. body');
    expect(screen.getByTestId('party-sorcery')).toHaveTextContent('2/3');
    expect(screen.getByTestId('party-sorcery')).toHaveTextContent('2 volné čarodějné body, celkem 3');
    expect(screen.getByTestId('party-arcanum')).toHaveTextContent('Mystické arkánum 6. úrovně: použité');
  });
});

describe('PartyCard: a live change', () => {
  beforeAll(() => setupTestI18n('cs'));

  it('lights up the row a player just spent from, and the concentration they lost, for a while', () => {
    vi.useFakeTimers();
    try {
      const c = { ...umara, caster: { ...umara.caster, concentration: { spellId: 'hold-person', startedAtRound: 1, endsAtRound: 11 } } };
      const { rerender } = render(<PartyCard c={c} spellName={name} online={true} />);
      // nothing is new when the card first shows
      expect(screen.getByTestId('party-slot-1')).not.toHaveAttribute('data-changed');
      expect(screen.getByTestId('party-concentration')).not.toHaveAttribute('data-changed');
      const spent = { ...c, caster: { ...c.caster, spentSlots: [1, 0, 0, 0, 0, 0, 0, 0, 0], concentration: null } };
      rerender(<PartyCard c={spent} spellName={name} online={true} />);
      expect(screen.getByTestId('party-slot-1')).toHaveAttribute('data-changed', 'true');
      expect(screen.getByTestId('party-slot-2')).not.toHaveAttribute('data-changed');
      expect(screen.getByTestId('party-concentration')).toHaveAttribute('data-changed', 'true');
      act(() => vi.advanceTimersByTime(CHANGED_MS));
      expect(screen.getByTestId('party-slot-1')).not.toHaveAttribute('data-changed');
      expect(screen.getByTestId('party-concentration')).not.toHaveAttribute('data-changed');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PartyCard: layout', () => {
  beforeAll(() => setupTestI18n('cs'));

  it('says who concentrates on what right under the name, before DC and slots', () => {
    render(<PartyCard c={umara} spellName={name} online={true} />);
    const concentration = screen.getByTestId('party-concentration');
    expect(concentration).toHaveTextContent('Nesoustředí se');
    expect(concentration.compareDocumentPosition(screen.getByText('SO')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(concentration.compareDocumentPosition(screen.getByTestId('party-slot-1')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

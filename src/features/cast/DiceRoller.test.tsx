import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { DiceRoller, makeAdvantageRoll, makeDisadvantageRoll, RollList } from './DiceRoller';

describe('dice roller: ranged spell attacks and disadvantage (ch. 10 "Spell Attack Rolls")', () => {
  it('a disadvantage roll keeps the lower of two d20s and names the discarded one', () => {
    for (let i = 0; i < 200; i++) {
      const r = makeDisadvantageRoll('Útok', 5)!;
      expect(r.discarded).toBeGreaterThanOrEqual(1);
      expect(r.natural).toBeLessThanOrEqual(r.discarded!);
      expect(r.result.total).toBe(r.natural! + 5);
    }
  });

  it('offers the reminder only for ranged attacks; advantage and disadvantage for every attack', async () => {
    await setupTestI18n('cs');
    const { unmount } = render(<DiceRoller attackBonus={6} damage="1d10" heal={null} mod={4} projectiles={null} ranged />);
    expect(screen.getByRole('button', { name: /Hodit s\snevýhodou/ })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/nevýhod/i);
    await userEvent.click(screen.getByRole('button', { name: /Hodit s\snevýhodou/ }));
    expect(screen.getByText(/se nepočítá/)).toBeInTheDocument();
    unmount();
    render(<DiceRoller attackBonus={6} damage="1d10" heal={null} mod={4} projectiles={null} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hodit s\snevýhodou/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hodit s\svýhodou/ })).toBeInTheDocument();
  });

  it('an advantage roll keeps the higher of two d20s', () => {
    for (let i = 0; i < 200; i++) {
      const r = makeAdvantageRoll('Útok', 5)!;
      expect(r.natural).toBeGreaterThanOrEqual(r.discarded!);
      expect(r.result.total).toBe(r.natural! + 5);
      expect(r.mode).toBe('advantage');
    }
  });

  it('a critical hit rolls the damage dice twice (8k6 → 16k6), the modifier once', async () => {
    await setupTestI18n('cs');
    render(<DiceRoller attackBonus={6} damage="8d6+MOD" heal={null} mod={4} projectiles={null} />);
    await userEvent.click(screen.getByRole('button', { name: /^Kritický zásah \(16k6\s\+\s4\)$/ }));
    const roll = screen.getByTestId('roll');
    expect(within(roll).getAllByRole('listitem')).toHaveLength(16);
    expect(Number(within(roll).getByTestId('roll-total').textContent)).toBeGreaterThanOrEqual(20);
  });

  it('a single die without a bonus is shown once: the total, no sum and no die chip', () => {
    render(<RollList rolls={[{ id: 1, kind: 'save', label: 'Záchranný hod', result: { dice: [{ sides: 20, value: 7, sign: 1 }], flat: 0, total: 7 } }]} />);
    const roll = screen.getByTestId('roll');
    expect(roll).toHaveTextContent(/^Záchranný hod:7$/);
    expect(within(roll).queryByRole('listitem')).toBeNull();
  });
});

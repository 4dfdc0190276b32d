import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../test-i18n';
import { DiceRoller, makeDisadvantageRoll } from './DiceRoller';

describe('dice roller: ranged spell attacks and disadvantage (ch. 10 "Spell Attack Rolls")', () => {
  it('a disadvantage roll keeps the lower of two d20s and names the discarded one', () => {
    for (let i = 0; i < 200; i++) {
      const r = makeDisadvantageRoll('Útok', 5)!;
      expect(r.discarded).toBeGreaterThanOrEqual(1);
      expect(r.natural).toBeLessThanOrEqual(r.discarded!);
      expect(r.result.total).toBe(r.natural! + 5);
    }
  });

  it('offers the disadvantage roll and the reminder only for ranged attacks', async () => {
    await setupTestI18n('cs');
    const { unmount } = render(<DiceRoller attackBonus={6} damage="1d10" heal={null} mod={4} projectiles={null} ranged />);
    expect(screen.getByRole('button', { name: /Hodit s\snevýhodou/ })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/nevýhod/i);
    await userEvent.click(screen.getByRole('button', { name: /Hodit s\snevýhodou/ }));
    expect(screen.getByText(/se nepočítá/)).toBeInTheDocument();
    unmount();
    render(<DiceRoller attackBonus={6} damage="1d10" heal={null} mod={4} projectiles={null} />);
    expect(screen.queryByRole('button', { name: /Hodit s\snevýhodou/ })).not.toBeInTheDocument();
  });
});

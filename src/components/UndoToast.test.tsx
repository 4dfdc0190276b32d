import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../testing/i18n';
import { TOAST_MS, UndoToast, type ToastMessage } from './UndoToast';

function Host({ first }: { first: ToastMessage }) {
  const [toast, setToast] = useState<ToastMessage | null>(first);
  return <UndoToast toast={toast} onClose={() => setToast(null)} />;
}

describe('UndoToast', () => {
  beforeAll(() => setupTestI18n('cs'));
  afterEach(() => vi.useRealTimers());

  it('a confirmation goes after a few seconds; one with "Vrátit" stays', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Host first={{ id: 1, text: 'Kouzlo je přidané.' }} />);
    act(() => vi.advanceTimersByTime(TOAST_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent('Kouzlo je přidané.');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    unmount();
    render(<Host first={{ id: 2, text: 'Kouzlo smazáno.', onUndo: () => {} }} />);
    act(() => vi.advanceTimersByTime(TOAST_MS * 10));
    expect(screen.getByRole('button', { name: 'Vrátit' })).toBeVisible();
  });

  it('Escape dismisses it, but an Escape that closes a dialog leaves "Vrátit" in place', async () => {
    function Page() {
      return (
        <>
          <dialog open>
            <button type="button">V dialogu</button>
          </dialog>
          <Host first={{ id: 1, text: 'Kouzlo odebráno.', onUndo: () => {} }} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    screen.getByRole('button', { name: 'V dialogu' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Vrátit' })).toBeVisible();
    screen.getByRole('button', { name: 'Vrátit' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Vrátit' })).toBeNull();
  });

  it('focus goes back where it came from when "Vrátit" or × goes away', async () => {
    function Page() {
      const [toast, setToast] = useState<ToastMessage | null>(null);
      const removed = { id: 1, text: 'Kouzlo odebráno.', onUndo: () => setToast({ id: 2, text: 'Kouzlo je zpět.' }) };
      return (
        <>
          <button type="button" onClick={() => setToast(removed)}>Odebrat</button>
          <UndoToast toast={toast} onClose={() => setToast(null)} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    const remove = screen.getByRole('button', { name: 'Odebrat' });
    await user.click(remove);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vrátit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Kouzlo je zpět.');
    expect(remove).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zavřít oznámení' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(remove).toHaveFocus();
  });
});

import { act, render, screen } from '@testing-library/react';
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
});

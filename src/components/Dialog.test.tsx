import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../testing/i18n';
import { Dialog } from './Dialog';

function Opener({ mountWhileOpen }: { mountWhileOpen: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Zranění</button>
      {mountWhileOpen ? (
        open && (
          <Dialog open onClose={() => setOpen(false)} title="Zranění">
            <input aria-label="Zranění v boji" />
          </Dialog>
        )
      ) : (
        <Dialog open={open} onClose={() => setOpen(false)} title="Zranění">
          <input aria-label="Zranění v boji" />
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  beforeAll(() => setupTestI18n('cs'));

  it.each([true, false])('gives focus back to the button that opened it (unmounted on close: %s)', async (mountWhileOpen) => {
    const user = userEvent.setup();
    render(<Opener mountWhileOpen={mountWhileOpen} />);
    const opener = screen.getByRole('button', { name: 'Zranění' });
    await user.click(opener);
    await user.click(screen.getByLabelText('Zranění v boji'));
    expect(screen.getByLabelText('Zranění v boji')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByLabelText('Zranění v boji')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a close the page did not ask for (the phone\'s back button) closes it in the state too', async () => {
    const user = userEvent.setup();
    render(<Opener mountWhileOpen={true} />);
    await user.click(screen.getByRole('button', { name: 'Zranění' }));
    const dialog = screen.getByLabelText('Zranění v boji').closest('dialog')!;
    act(() => void dialog.dispatchEvent(new Event('close')));
    await vi.waitFor(() => expect(screen.queryByLabelText('Zranění v boji')).toBeNull());
  });
});

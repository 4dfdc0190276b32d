import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A modal dialog on the native <dialog>: the page behind is inert and Escape closes it. Focus goes
 *  back to the control that opened it: the browser does that only when the dialog element is
 *  closed, not when React removes it (most dialogs here unmount on close), so it is done here. */
export function Dialog({ open, onClose, title, children, labelledBy }: { open: boolean; onClose: () => void; title: string; children: ReactNode; labelledBy?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(open);
  useEffect(() => {
    isOpen.current = open;
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    } else if (!open && d.open) {
      if (typeof d.close === 'function') d.close();
      else d.removeAttribute('open');
      restoreFocus(opener);
    }
  }, [open]);
  useEffect(() => () => restoreFocus(opener), []);
  const titleId = labelledBy ?? 'dialog-title';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        // React passes a nested dialog's cancel up to this one too: Escape closes the top one only
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        onClose();
      }}
      // A close the page did not ask for (Android's back button without a tap since the dialog
      // opened closes it without a cancel event): the state follows.
      onClose={(e) => {
        if (e.target === e.currentTarget && isOpen.current) onClose();
      }}
      className="m-auto w-[min(34rem,calc(100vw-1rem))] max-h-[90dvh] rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-black/60 dark:bg-stone-900 dark:text-stone-100"
    >
      {open && (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-2 dark:border-stone-700">
            <h2 id={titleId} className="text-lg font-semibold">{title}</h2>
            <button type="button" onClick={onClose} className="min-h-11 min-w-11 rounded-lg text-2xl leading-none hover:bg-stone-100 dark:hover:bg-stone-800" aria-label={t('common.close')}>
              ×
            </button>
          </div>
          <div className="overflow-y-auto p-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}

/** Focus back on the opener if it is still on the page and focus is not already somewhere useful
 *  (another dialog opened from this one keeps its own focus). */
function restoreFocus(opener: { current: HTMLElement | null }) {
  const el = opener.current;
  opener.current = null;
  if (!el || !el.isConnected) return;
  const active = document.activeElement;
  if (active && active !== document.body && active.closest('dialog[open]')) return;
  // The page behind a modal has not moved, so neither does the focus return. Chrome scrolls to where
  // an element in a sticky panel (the fight screen's thumb panel) would be unstuck.
  el.focus({ preventScroll: true });
}

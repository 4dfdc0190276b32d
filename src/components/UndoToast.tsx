// A polite status message at the bottom of the screen with an optional "Vrátit" (undo) action.
// One with "Vrátit" stays until the player closes it, acts on it, or a newer message replaces it;
// a plain confirmation goes after a few seconds (it would cover the buttons below it).
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** `extra`: shown after the text (a screen's "Proč?" link to the rule behind a refusal) */
export interface ToastMessage { id: number; text: string; onUndo?: () => void; extra?: ReactNode }

/** How long a confirmation without "Vrátit" stays (ms). */
export const TOAST_MS = 5_000;

/** `undoRef`: the "Vrátit" button, for a screen that moves the focus to it. */
export function UndoToast({ toast, onClose, undoRef }: { toast: ToastMessage | null; onClose: () => void; undoRef?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  const closeRef = useRef(onClose);
  useEffect(() => { closeRef.current = onClose; });
  useEffect(() => {
    if (!toast || toast.onUndo) return;
    const timer = setTimeout(() => closeRef.current(), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  // Dismiss on Escape while a message is visible — not an Escape that closes a dialog: the undo it
  // offers would be lost with it.
  useEffect(() => {
    if (!toast) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented && !(e.target instanceof Element && e.target.closest('dialog'))) closeRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toast]);
  // A button pressed here goes away ("Vrátit" with its message, × with the toast): focus then goes
  // back to where it came from (or the screen's content), not lost to the page.
  const box = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const inside = useRef(false);
  useEffect(() => {
    if (!inside.current || (document.activeElement && document.activeElement !== document.body)) return;
    inside.current = false;
    const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main');
    back?.focus({ preventScroll: true });
  }, [toast]);
  return (
    <div
      ref={box}
      role="status"
      aria-live="polite"
      onFocus={(e) => {
        inside.current = true;
        const from = e.relatedTarget;
        if (from instanceof HTMLElement && !box.current?.contains(from)) cameFrom.current = from;
      }}
      onBlur={(e) => {
        const el = e.target;
        const to = e.relatedTarget;
        // no new target: a click on the page's background (the button is still there), or the
        // button going away (the effect above takes care of that)
        if (to) inside.current = !!box.current?.contains(to);
        else queueMicrotask(() => { if (el.isConnected) inside.current = false; });
      }}
      className="pointer-events-none fixed inset-x-0 bottom-20 z-30 flex justify-center px-3 phone-landscape:bottom-6 md:bottom-6">
      {toast && (
        <div key={toast.id} className="invert-surface pointer-events-auto flex w-full max-w-md items-center gap-2 rounded-xl bg-stone-900 py-1 pl-4 pr-1 text-white shadow-lg dark:bg-stone-100 dark:text-stone-900">
          <span className="mr-auto py-2">{toast.text}</span>
          {toast.extra}
          {toast.onUndo && (
            <button ref={undoRef} type="button" onClick={toast.onUndo} className="min-h-11 rounded-lg px-3 font-semibold text-accent-200 hover:bg-white/10 dark:text-accent-800 dark:hover:bg-black/10">
              {t('characters.undo')}
            </button>
          )}
          <button type="button" onClick={onClose} aria-label={t('characters.dismiss')} className="min-h-11 min-w-11 rounded-lg text-xl leading-none hover:bg-white/10 dark:hover:bg-black/10">
            ×
          </button>
        </div>
      )}
    </div>
  );
}

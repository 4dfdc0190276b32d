// A filter chip that is on or off (aria-pressed). Finger-sized (44 px) on touch; with a mouse 32 px,
// so that on a desktop an open filter panel leaves room for the list beside it.
import type { ReactNode } from 'react';

export function ToggleChip({ pressed, onClick, label, children }: { pressed: boolean; onClick: () => void; label?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
      className={`min-h-11 min-w-11 rounded-full border px-3 text-sm font-medium first-letter:uppercase pointer-fine:min-h-8 pointer-fine:min-w-8 pointer-fine:px-2.5 ${
        pressed
          ? 'border-accent-700 bg-accent-700 text-white dark:border-accent-200 dark:bg-accent-200 dark:text-stone-950'
          : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800'
      }`}
    >
      {children}
    </button>
  );
}

// A labelled field of the homebrew editor with its hint and error (announced through the input's
// aria-describedby, which points at `<id>-hint` and `<id>-err`).
import type { ReactNode } from 'react';

export function Field({ label, error, hint, children, id }: { label: string; error?: string; hint?: string; children: ReactNode; id: string }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a part of the editor needs from it: the form, its setter, and per-field error and ARIA. */
export interface FieldKit<F> {
  f: F;
  set: <K extends keyof F>(k: K, v: F[K]) => void;
  err: (k: keyof F) => string | undefined;
  aria: (k: keyof F, hint?: boolean) => { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  id: (k: string) => string;
}

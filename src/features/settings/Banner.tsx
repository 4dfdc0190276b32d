// One storage banner under the header (StatusBanners, ReminderBanner) and the strip that holds them.
import type { ReactNode } from 'react';

export type Tone = 'danger' | 'warning' | 'info';
const tones: Record<Tone, string> = {
  danger: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
  info: 'border-accent-200 bg-accent-50 text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100',
};

/** The strip under the header; it takes no room when it holds no banner. */
export const bannerStrip = 'no-print grid gap-2 px-3 empty:hidden [&:not(:empty)]:pt-2';

export function Banner({ tone, title, children, actions, role = 'alert', testId }: { tone: Tone; title?: string; children: ReactNode; actions?: ReactNode; role?: 'alert' | 'status'; testId?: string }) {
  return (
    <div role={role} data-testid={testId} className={`rounded-xl border p-3 ${tones[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      <div className="text-sm md:text-base">{children}</div>
      {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

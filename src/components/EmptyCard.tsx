// An empty state: what is missing and the one action that fills it (the characters list, and every
// character's screen on a device that has none yet).
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'wouter';

interface Props {
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
  action: { href: string; label: string };
  children?: ReactNode;
}

export function EmptyCard({ icon: Icon, title, text, action, children }: Props) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center dark:border-stone-700 dark:bg-stone-900">
      <Icon className="mx-auto mb-2 size-10 text-accent-700 dark:text-accent-200" />
      <h2 className="mb-1 font-serif text-xl font-bold">{title}</h2>
      <p className="mb-4 text-stone-700 dark:text-stone-300">{text}</p>
      <Link href={action.href} className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-5 font-medium text-white hover:bg-accent-800 dark:bg-accent-600 dark:hover:bg-accent-700">
        {action.label}
      </Link>
      {children}
    </div>
  );
}

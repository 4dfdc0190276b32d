// Tailwind classes shared by the homebrew list and its editor.
export const input =
  'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:aria-[invalid=true]:border-red-400';
export const card = 'rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900';

// The server address field of every sync form (a new table, turning sync on, a new address): the
// input and, under it, the hint or — after a refused address — the message why.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerError } from '../../sync';

interface Props {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** why the last address tried was refused (checkServer); cleared when the text changes */
  error: { error: ServerError; host?: string } | null;
  hint: string;
  /** the refusal is announced as an alert (a form that opens for this one field) */
  announce?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string;
}

export function ServerField({ id, value, onChange, error, hint, announce, inputRef, autoComplete }: Props) {
  const { t } = useTranslation();
  const bad = !!error;
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={bad || undefined}
        aria-describedby={`${id}-hint`}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-950"
      />
      <p key={announce && bad ? 'bad' : 'hint'} id={`${id}-hint`} role={announce && bad ? 'alert' : undefined} className={`text-sm ${bad ? 'text-red-800 dark:text-red-300' : 'text-stone-600 dark:text-stone-400'}`}>
        {error ? t(`sync.${error.error}`, { host: error.host }) : hint}
      </p>
    </>
  );
}

// A new server address for something that syncs (a table on the table screen, a character in its
// sync dialog): checked with checkServer; a bad one is said and nothing is saved.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { checkServer, type ServerError } from '../../sync';
import { ServerField } from './ServerField';

export function ServerForm({ initial, id, testId, hint, onSave, onCancel }: { initial: string; id: string; testId: string; hint: string; onSave: (url: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [bad, setBad] = useState<{ error: ServerError; host?: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const save = () => {
    const checked = checkServer(text);
    if (!checked.ok) return setBad(checked);
    onSave(checked.url);
  };
  return (
    <form
      aria-labelledby={`${id}-label`}
      className="grid max-w-md gap-2 rounded-xl border border-stone-200 p-4 dark:border-stone-700"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="font-medium">
        {t('table.newServer')}
      </label>
      <ServerField
        id={`${id}-input`}
        inputRef={input}
        value={text}
        onChange={(v) => {
          setText(v);
          setBad(null);
        }}
        error={bad}
        hint={hint}
        announce
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" type="submit">
          {t('table.saveServer')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}

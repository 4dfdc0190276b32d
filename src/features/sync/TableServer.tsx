// A table's server address, changed on the table screen (the group moved its server): the table
// keeps its key and name and reconnects at the new address. The players' link names the server, so
// they need the table's new link; what this device remembers of the party stays until the new
// server answers.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import type { GmTable } from '../../persistence/sync-store';
import { normaliseServer, syncEngine } from '../../sync';

export function TableServer({ table, id, onDone }: { table: GmTable; id: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(table.server);
  const [bad, setBad] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const save = () => {
    const url = normaliseServer(text);
    if (!url) return setBad(true);
    if (url !== table.server)
      syncEngine().update((d) => {
        for (const x of d.tables) if (x.gmKey === table.gmKey) x.server = url;
        d.server = url;
      });
    onDone();
  };
  return (
    <form
      aria-labelledby={`${id}-label`}
      className="grid max-w-md gap-2 rounded-xl border border-stone-200 p-4 dark:border-stone-700"
      data-testid="table-server-form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="font-medium">
        {t('table.newServer')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setBad(false);
        }}
        aria-invalid={bad || undefined}
        aria-describedby={`${id}-hint`}
        className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-950"
      />
      <p key={bad ? 'bad' : 'hint'} id={`${id}-hint`} role={bad ? 'alert' : undefined} className={`text-sm ${bad ? 'text-red-800 dark:text-red-300' : 'text-stone-600 dark:text-stone-400'}`}>
        {bad ? t('sync.badServer') : t('table.newServerHint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" type="submit">
          {t('table.saveServer')}
        </Button>
        <Button onClick={onDone}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}

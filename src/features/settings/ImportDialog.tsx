// The import question: the file (or link) is already fully checked; nothing changes until the player
// picks "add" or "replace". A refused file shows why, in words, and that nothing changed. The
// dialog's × is its one "Close": a step's last button is named for the step (done, understood).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useAppStore } from '../../store/app-store';
import { usePersistenceStatus } from '../../persistence';
import type { ImportFailure, ImportParse } from '../../persistence/exchange';
import { planImport, type ImportMode, type ImportSummary } from '../../store/import-plan';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { exportAll } from './export-actions';

/** Why an import was refused; a link's words (context "link") where the file's would mislead. */
export function importErrorText(t: TFunction, f: ImportFailure, source: 'file' | 'link' = 'file'): string {
  return t(`persistence.import.errors.${f.error}`, {
    context: source === 'link' ? 'link' : undefined,
    version: f.version,
    name: f.name || t('persistence.unnamed'),
    reason: f.reason ? t(`persistence.reason.${f.reason}`) : '',
  });
}

/** "Hotovo." and only the counts that are not zero ("Přidáno: 2 postavy."); after "replace
 *  everything" what storage now holds is always said. */
function doneSummary(t: TFunction, done: ImportSummary): string {
  const chars = (count: number) => t('persistence.characters', { count });
  const parts = [t('persistence.import.done')];
  if (done.everything) parts.push(t('persistence.import.doneReplacedAll', { characters: chars(done.added + done.replaced + done.unchanged) }));
  else if (done.added > 0) parts.push(t('persistence.import.doneAdded', { what: chars(done.added) }));
  if (done.replaced > 0) parts.push(t(done.everything ? 'persistence.import.doneReplacedByFile' : 'persistence.import.doneReplaced', { what: chars(done.replaced) }));
  if (done.everything && done.removed > 0) parts.push(t('persistence.import.doneRemoved', { what: chars(done.removed) }));
  return parts.join(' ');
}

function formatDate(iso: string, lng: string): string | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

export function ImportDialog({ parsed, source, onClose }: { parsed: ImportParse; source: 'file' | 'link'; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const importData = useAppStore((s) => s.importData);
  const characters = useAppStore((s) => s.characters);
  const homebrew = useAppStore((s) => s.homebrew);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [done, setDone] = useState<ImportSummary | null>(null);
  // the store took the import, storage may not have (quota): the player must not read "Hotovo" alone
  const unsaved = usePersistenceStatus((st) => st.unsaved);
  // The button pressed goes away with the step it was on: focus moves to the new step's text, so it
  // is read out and is not left on the page behind the dialog.
  const stepText = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done || confirmReplace) stepText.current?.focus();
  }, [done, confirmReplace]);
  const title = source === 'link' ? t('persistence.import.titleLink') : t('persistence.import.title');

  let body;
  if (!parsed.ok) {
    body = (
      <div role="alert">
        <p className="mb-2 font-semibold">{t('persistence.import.failedTitle')}</p>
        <p className="mb-2 [overflow-wrap:anywhere]">{importErrorText(t, parsed, source)}</p>
        <p className="text-stone-600 dark:text-stone-400">{t('persistence.import.nothingChanged')}</p>
        <div className="mt-4 flex justify-end">
          <Button onClick={onClose}>{t('persistence.import.failedClose')}</Button>
        </div>
      </div>
    );
  } else if (done) {
    body = (
      <div role="status">
        <p ref={stepText} tabIndex={-1} className="mb-2">
          {doneSummary(t, done)}
        </p>
        {/* the notes on merging: after "replace everything" the counts above say it all */}
        {!done.everything && done.unchanged > 0 && <p className="mb-2">{t('persistence.import.unchanged', { count: done.unchanged })}</p>}
        {done.homebrewAdded > 0 && <p className="mb-2">{t('persistence.import.doneHomebrew', { count: done.homebrewAdded })}</p>}
        {!done.everything && done.renamed > 0 && <p className="mb-2 text-stone-600 dark:text-stone-400">{t('persistence.import.renamed')}</p>}
        {unsaved && <p role="alert" className="mb-2 font-medium text-red-800 dark:text-red-200">{t('persistence.import.notStored')}</p>}
        <div className="mt-4 flex justify-end">
          <Button variant="primary" onClick={onClose}>
            {t('common.done')}
          </Button>
        </div>
      </div>
    );
  } else {
    const file = parsed.file;
    const data = file.data;
    // a hand-edited file may hold a character without a name: it gets one the player can see
    const named = data.characters.map((c) => (c.name.trim() ? c : { ...c, name: t('persistence.import.unnamedCharacter') }));
    const run = (mode: ImportMode) => {
      const r = importData((current) => planImport(current, { kind: file.kind, characters: named, homebrew: data.homebrew }, mode));
      if (r.ok) setDone(r.summary);
    };
    const date = formatDate(file.exportedAt, i18n.language);
    const existing = file.kind === 'character' ? characters.find((c) => c.id === data.characters[0]?.id) : undefined;
    const haveAny = characters.length + homebrew.length > 0;
    body = (
      <div>
        <ul className="mb-2 grid gap-1">
          {named.map((c) => (
            <li key={c.id} className="font-semibold [overflow-wrap:anywhere]">
              {c.name}
            </li>
          ))}
        </ul>
        <p className="mb-1">{t('persistence.import.summary', { characters: t('persistence.charactersAcc', { count: data.characters.length }), homebrew: t('persistence.homebrew', { count: data.homebrew.length }) })}</p>
        {date && <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">{t('persistence.import.exportedAt', { date })}</p>}
        {parsed.repairs > 0 && <p className="mb-3">{t('persistence.import.repaired', { count: parsed.repairs })}</p>}
        {parsed.filled > 0 && <p className="mb-3">{t('persistence.import.filled', { count: parsed.filled })}</p>}
        {parsed.skipped.length > 0 && (
          <div role="alert" className="mb-3 rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            <ul className="grid gap-1 [overflow-wrap:anywhere]">
              {parsed.skipped.map((x, i) => (
                <li key={i}>{importErrorText(t, { ok: false, ...x })}</li>
              ))}
            </ul>
            <p className="mt-1">{t('persistence.import.skippedRest')}</p>
          </div>
        )}
        {file.kind === 'all' && confirmReplace ? (
          <div className="rounded-lg bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            <p ref={stepText} tabIndex={-1} className="mb-3">{t('persistence.import.replaceAllWarning', { characters: t('persistence.characters', { count: characters.length }), homebrew: t('persistence.homebrew', { count: homebrew.length }) })}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button onClick={() => exportAll()}>{t('persistence.import.exportFirst')}</Button>
              <Button variant="danger" onClick={() => run('replace')}>
                {t('persistence.import.replaceAll')}
              </Button>
            </div>
          </div>
        ) : (
          <>
            {existing && <p className="mb-3 [overflow-wrap:anywhere]">{t('persistence.import.exists', { name: existing.name })}</p>}
            <div className="flex flex-wrap justify-end gap-2">
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              {file.kind === 'all' && haveAny && !parsed.skipped.length && <Button onClick={() => setConfirmReplace(true)}>{t('persistence.import.replaceAll')}</Button>}
              {existing && <Button onClick={() => run('replace')}>{t('persistence.import.replaceMine')}</Button>}
              <Button variant="primary" onClick={() => run('merge')}>
                {existing ? t('persistence.import.addAsNew') : haveAny ? t('persistence.import.merge') : t('persistence.import.import')}
              </Button>
            </div>
          </>
        )}
      </div>
    );
  }
  return (
    <Dialog open onClose={onClose} title={title} labelledBy="import-dialog-title">
      {body}
    </Dialog>
  );
}

// In the confirm dialog of deleting a synced character: what the delete does beyond this device. The
// character stays on the player's other devices, but the tables showing it are the character's, not
// this device's: its leave (sent at once; "Vrátit" asks to be shown there again) takes it off them
// for every device. A player clearing an old phone keeps it there instead (stayAtTables).
import { useTranslation } from 'react-i18next';
import { backAtTables, leaveTablesOnDelete, syncEngine } from '../../sync';
import { forgotTables } from '../../sync/changes';

export function DeleteSyncChoice({ id, stay, onStay }: { id: string; stay: boolean; onStay: (stay: boolean) => void }) {
  const { t } = useTranslation();
  const rec = syncEngine().record(id);
  if (!rec) return null;
  const tables = rec.tables.filter((x) => x.state !== 'leaving');
  const one = tables.length === 1 ? tables[0] : null;
  return (
    <div className="mb-2 space-y-2 text-sm">
      <p>{t('characters.deleteSync.elsewhere')}</p>
      {tables.length > 0 && (
        <>
          <p>{one ? t('characters.deleteSync.atTable', { context: one.name ? 'named' : undefined, name: one.name }) : t('characters.deleteSync.atTables', { n: tables.length })}</p>
          <label className="flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={stay} onChange={(e) => onStay(e.target.checked)} />
            {t('characters.deleteSync.stay', { context: one ? undefined : 'tables' })}
          </label>
        </>
      )}
    </div>
  );
}

/** This device forgets the tables of `id` (deleted here): no leave goes to them, the character stays
 *  shown there for the player's other devices. */
export function stayAtTables(id: string): void {
  syncEngine().update(forgotTables(id));
}

/** Deleted here, not kept at its tables: they hear at once that it left. Returns what "Vrátit" needs. */
export function leaveOnDelete(id: string) {
  return leaveTablesOnDelete(syncEngine(), id);
}

/** The delete undone: shown at those tables again. */
export function backOnUndo(id: string, tables: ReturnType<typeof leaveOnDelete>): void {
  backAtTables(syncEngine(), id, tables);
}

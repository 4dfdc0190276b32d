// The leaves of this character still on their way to a server (sync/table.ts, sync/leaves.ts): of
// its tables while it syncs here, and of those left when sync was turned off here or it moved. Said
// in its sync dialog with the day after which the app gives up on a server that never answers
// (the same rule for all), and each can be given up at once ("Přestat zkoušet"): only the request
// goes, the character may then stay at that table; nothing on this device is deleted.
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { dismissLeave, giveUpAt, syncEngine } from '../../sync';
import { useSyncRecords } from './useSyncRecords';

export function PendingLeaves({ characterId }: { characterId: string }) {
  const { t, i18n } = useTranslation();
  const data = useSyncRecords((d) => d);
  const rec = data.characters[characterId];
  const mine = [
    ...(rec?.tables ?? []).filter((tb) => tb.state === 'leaving').map((tb) => ({ server: tb.server, join: tb.join, name: tb.name, since: tb.since })),
    ...data.leaving.filter((l) => l.id === characterId),
  ];
  if (mine.length === 0) return null;
  // (a leave of an older version's records gets its time at the next tick)
  const times = mine.flatMap((l) => (l.since === undefined ? [] : [l.since]));
  const date = times.length ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(giveUpAt(Math.max(...times)))) : null;
  return (
    <section aria-labelledby="sync-leaves-h" className="grid gap-1" data-testid="sync-leaves">
      <h3 id="sync-leaves-h" className="font-semibold">
        {t('sync.leavesPending')}
      </h3>
      <ul className="grid gap-2">
        {mine.map((l) => {
          const what = t('sync.leavePending', { context: l.name ? 'named' : undefined, name: l.name, server: l.server });
          return (
            <li key={`${l.server} ${l.join}`} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 basis-48 [overflow-wrap:anywhere]">{what}</span>
              <Button variant="ghost" className="px-2!" aria-label={t('sync.leaveDismissLabel', { what })} onClick={() => dismissLeave(syncEngine(), characterId, l.join, l.server)}>
                {t('sync.leaveDismiss')}
              </Button>
            </li>
          );
        })}
      </ul>
      {date && <p className="text-sm text-stone-600 dark:text-stone-400">{t('sync.leavesGiveUp', { date })}</p>}
    </section>
  );
}

// The leaves of this character still on their way to a server that has not answered (sync turned
// off here, or the character moved while a leave was pending; sync/leaves.ts): said in its sync
// dialog, with the day after which the app gives up on a server that never answers again.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { giveUpAt, syncEngine } from '../../sync';

export function PendingLeaves({ characterId }: { characterId: string }) {
  const { t, i18n } = useTranslation();
  const engine = syncEngine();
  // the records as the engine shows them (a new object after each change), polled cheaply
  const data = useSyncExternalStore(
    (cb) => {
      const timer = setInterval(cb, 500);
      return () => clearInterval(timer);
    },
    () => engine.data(),
  );
  const mine = data.leaving.filter((l) => l.id === characterId);
  if (mine.length === 0) return null;
  // (a leave of an older version's records gets its time at the next tick)
  const times = mine.flatMap((l) => (l.since === undefined ? [] : [l.since]));
  const date = times.length ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(giveUpAt(Math.max(...times)))) : null;
  return (
    <section aria-labelledby="sync-leaves-h" className="grid gap-1" data-testid="sync-leaves">
      <h3 id="sync-leaves-h" className="font-semibold">
        {t('sync.leavesPending')}
      </h3>
      <ul className="grid gap-1">
        {mine.map((l) => (
          <li key={`${l.server} ${l.join}`} className="[overflow-wrap:anywhere]">
            {t('sync.leavePending', { context: l.name ? 'named' : undefined, name: l.name, server: l.server })}
          </li>
        ))}
      </ul>
      {date && <p className="text-sm text-stone-600 dark:text-stone-400">{t('sync.leavesGiveUp', { date })}</p>}
    </section>
  );
}

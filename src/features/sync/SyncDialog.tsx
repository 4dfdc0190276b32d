// "Synchronizovat mezi zařízeními": turn sync on for a character (server address), then its state,
// its server (and moving it to another), its link + QR code for the other device, the tables it is
// shown at, leaves still on their way to a server that has not answered, and stopping sync here.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/Button';
import { UndoToast, type ToastMessage } from '../../components/UndoToast';
import { defaultServer, deviceLink, joinTable, leaveTable, checkServer, syncEngine, type ServerError } from '../../sync';
import type { SyncedCharacter } from '../../persistence/sync-store';
import { useSyncOn } from './sync-on';
import { QrLink } from './QrLink';
import { SyncStateText, useShownState } from './SyncBadge';
import { CharacterServer } from './CharacterServer';
import { ServerField } from './ServerField';
import { PendingLeaves } from './PendingLeaves';
import { useSyncRecords } from './useSyncRecords';
import { useCharacterValue } from '../../store/hooks';

let toastId = 0;

export function SyncDialog({ characterId, onClose }: { characterId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const name = useCharacterValue(characterId, (c) => c.name) ?? '';
  const record = useSyncRecords((d) => d.characters[characterId] ?? null);
  const state = useShownState(characterId);
  const [server, setServer] = useState(defaultServer);
  const [badServer, setBadServer] = useState<{ error: ServerError; host?: string } | null>(null);
  const serverField = useRef<HTMLInputElement>(null);
  const [stopped, setStopped] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);

  const enable = () => {
    const checked = checkServer(server);
    if (!checked.ok) {
      setBadServer(checked);
      // the refusal is read out with the field it is about (ServerField's alert)
      serverField.current?.focus();
      return;
    }
    const url = checked.url;
    setBadServer(null);
    setStopped(false);
    syncEngine().enable(characterId, url);
    useSyncOn.setState({ on: true });
  };
  // The tables showing it hear that it left, now or when this device is next online (sync/table.ts).
  const stop = () => {
    syncEngine().disable(characterId);
    setStopped(true);
    setToast(null); // its "Vrátit" would turn sync back on
  };
  // Leaving is confirmed at once: the row changes only on the next look at the record, and with the
  // server's answer it is gone, often before anyone has read it. "Vrátit" shows the character at
  // that table again, as opening the table's link would.
  const leave = (tb: SyncedCharacter['tables'][number]) => {
    const at = { name, context: tb.name ? 'named' : undefined, table: tb.name };
    leaveTable(syncEngine(), characterId, tb.join);
    setToast({
      id: ++toastId,
      text: t('sync.left', at),
      onUndo: () => {
        if (syncEngine().record(characterId)) joinTable(syncEngine(), characterId, tb.join, tb.server, tb.name);
        setToast({ id: ++toastId, text: t('sync.rejoined', at) });
      },
    });
  };

  return (
    <Dialog open onClose={onClose} title={t('sync.dialogTitle')} labelledBy="sync-dialog-title">
      <div className="grid gap-4">
        <p>{t('sync.intro', { name })}</p>
        {!record || stopped ? (
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              enable();
            }}
          >
            {stopped && <p role="status">{t('sync.stopped')}</p>}
            <label htmlFor="sync-server" className="font-medium">
              {t('sync.server')}
            </label>
            <ServerField id="sync-server" value={server} onChange={(v) => { setServer(v); setBadServer(null); }} error={badServer} hint={t('sync.serverHint')} autoComplete="url" announce inputRef={serverField} />
            <div>
              <Button variant="primary" type="submit">
                {t('sync.enable')}
              </Button>
            </div>
          </form>
        ) : (
          <>
            {/* after the notice that another device moved it, if it did (CharacterServer) */}
            <CharacterServer
              characterId={characterId}
              server={record.server}
              atTables={record.tables.some((tb) => tb.state !== 'leaving')}
              status={
                state && (
                  <p role="status" data-testid="sync-dialog-state" data-state={state.state} className="font-medium">
                    <SyncStateText s={state} />
                  </p>
                )
              }
            />
            <p>{t('sync.linkIntro')}</p>
            <QrLink link={deviceLink(window.location.origin, record.key, record.server, characterId)} qrLabel={t('sync.qrAlt', { name })} id="sync-link" testId="sync-qr" />
            <p className="rounded-lg bg-stone-100 p-3 text-sm dark:bg-stone-800">{t('sync.conflictHelp')}</p>
            {/* leaves on their way are listed with the pending ones (PendingLeaves), to be given up there */}
            {record.tables.some((tb) => tb.state !== 'leaving') && (
              <section aria-labelledby="sync-tables-h" className="grid gap-2">
                <h3 id="sync-tables-h" className="font-semibold">
                  {t('sync.tables')}
                </h3>
                <ul className="grid gap-2">
                  {record.tables.filter((tb) => tb.state !== 'leaving').map((tb) => (
                    <li key={tb.join} className="flex flex-wrap items-center gap-2">
                      <span className="mr-auto [overflow-wrap:anywhere]">{t(tb.state === 'joined' ? 'sync.atTable' : 'sync.joining', { context: tb.name ? 'named' : undefined, name: tb.name })}</span>
                      <Button onClick={() => leave(tb)}>{t('sync.leave')}</Button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <div className="grid gap-1">
              <div>
                <Button variant="danger" onClick={stop}>
                  {t('sync.stop')}
                </Button>
              </div>
              <p className="text-sm text-stone-600 dark:text-stone-400">{t('sync.stopHint')}</p>
            </div>
          </>
        )}
        <PendingLeaves characterId={characterId} />
        {/* in the dialog: the page under a modal dialog is inert, a toast there could not be tapped */}
        <UndoToast toast={toast} onClose={() => setToast(null)} />
      </div>
    </Dialog>
  );
}

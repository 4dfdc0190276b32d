// A device link opened: adds its character here. A device that has the character already says so
// and opens it instead: when it syncs through this link there is nothing to add; when it does but
// through another server than the link names (the group moved its server), switching this device to
// the link's server is on offer; when it no longer does (sync turned off here), a synced copy
// beside it is still on offer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/Button';
import { characterPath } from '../../components/character-path';
import { useAppStore } from '../../store/app-store';
import { localCopy, syncEngine, useSyncStatus } from '../../sync';
import { SyncStateText } from './SyncBadge';
import { useCharacterValue } from '../../store/hooks';

export interface DeviceLink {
  key: string;
  server: string;
  character?: string;
}

type AddState = { kind: 'idle' | 'working' } | { kind: 'done'; name: string; twin: boolean } | { kind: 'failed'; reason: string };

export function AddFromLink({ link, onClose }: { link: DeviceLink; onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // decided when the link opens: the character this dialog adds must not turn it into "already here"
  const [here] = useState(() => localCopy(syncEngine().data(), useAppStore.getState().characters.map((c) => c.id), link));
  const hereName = useCharacterValue(here?.id, (c) => c.name);
  const hereState = useSyncStatus((s) => (here ? s[here.id] : undefined));
  const [state, setState] = useState<AddState>({ kind: 'idle' });
  // this device switched to the link's server (false: the sync record could not be written)
  const [switched, setSwitched] = useState<boolean | null>(null);
  const add = async () => {
    setState({ kind: 'working' });
    const r = await syncEngine().addFromLink(link.key, link.server, undefined, link.character);
    if (r.ok) {
      const all = useAppStore.getState().characters;
      const name = all.find((c) => c.id === r.id)?.name ?? '';
      // e.g. sync turned off here and the link opened again: the old copy stays beside the new one
      setState({ kind: 'done', name, twin: all.some((c) => c.id !== r.id && c.name === name) });
    }
    // no answer while the device is online: the server (its address, or it is not running), not the network
    else setState({ kind: 'failed', reason: r.error === 'offline' && navigator.onLine ? 'unreachable' : r.error });
  };
  const open = (id: string) => {
    useAppStore.getState().setActiveCharacter(id);
    onClose();
    navigate(characterPath('/kniha', id));
  };

  // (a character deleted while the dialog is open is no longer here: the usual add is offered)
  if (here && hereName !== undefined && state.kind === 'idle')
    return (
      <Dialog open onClose={onClose} title={t('sync.add.hereTitle')} labelledBy="sync-add-title">
        <div className="grid gap-3">
          {switched ? (
            <p role="status" data-testid="sync-add-switched" className="[overflow-wrap:anywhere]">
              {t('sync.add.switched', { name: hereName, server: link.server })}
            </p>
          ) : (
            <p data-testid="sync-add-here" className="[overflow-wrap:anywhere]">
              {here.otherServer ? t('sync.add.hereOtherServer', { name: hereName, current: here.otherServer, server: link.server }) : t(here.linked ? 'sync.add.hereLinked' : 'sync.add.hereUnlinked', { name: hereName })}
            </p>
          )}
          {here.otherServer && switched === null && <p>{t('sync.add.switchHint')}</p>}
          {switched === false && <p role="alert">{t('sync.move.failed')}</p>}
          {here.linked && hereState && (
            <p role="status" className="font-medium" data-testid="sync-add-here-state" data-state={hereState.state}>
              <SyncStateText s={hereState} />
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {here.otherServer && !switched && (
              <Button variant="primary" onClick={() => void syncEngine().moveServer(here.id, link.server).then(setSwitched)}>
                {t('sync.add.switch')}
              </Button>
            )}
            <Button variant={here.otherServer && !switched ? 'secondary' : 'primary'} onClick={() => open(here.id)}>
              {t('sync.add.open')}
            </Button>
            {!here.linked && <Button onClick={() => void add()}>{t('sync.add.addCopy')}</Button>}
          </div>
        </div>
      </Dialog>
    );

  return (
    <Dialog open onClose={onClose} title={t('sync.add.title')} labelledBy="sync-add-title">
      <div className="grid gap-3">
        <p>{t('sync.add.intro')}</p>
        <p className="break-all text-sm text-stone-600 dark:text-stone-400">{t('sync.add.server', { server: link.server })}</p>
        {state.kind === 'working' && <p role="status">{t('sync.add.working')}</p>}
        {state.kind === 'done' && <p role="status">{t('sync.add.done', { name: state.name })}</p>}
        {state.kind === 'done' && state.twin && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">{t('sync.add.twin', { name: state.name })}</p>}
        {state.kind === 'failed' && <p role="alert">{t('sync.add.failed', { reason: t(`sync.reason.${state.reason}`) })}</p>}
        <div className="flex flex-wrap gap-2">
          {state.kind === 'done' ? (
            <Button variant="primary" onClick={onClose}>
              {t('common.done')}
            </Button>
          ) : (
            <Button variant="primary" disabled={state.kind === 'working'} onClick={() => void add()}>
              {state.kind === 'failed' ? t('sync.add.retry') : t('sync.add.confirm')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}

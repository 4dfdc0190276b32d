// The storage panel of the settings screen: is it saving, how much, what was repaired or filled in,
// what was set aside (downloadable, discardable), spells nobody knows, and backups of unreadable data.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { persistence, usePersistenceStatus, type SetAsideItem } from '../../persistence';
import { unknownSpellRefs } from '../../persistence/validate';
import { useAppStore } from '../../store/app-store';
import { isCustom, missingNumbersOf } from '../../components/spell-name';
import { loadMechanics } from '../../data/catalog';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { downloadSetAside, downloadRaw, fileWord } from './export-actions';
import type { BackupInfo } from '../../persistence';

const kB = (chars: number) => Math.max(1, Math.round((chars * 2) / 1024));

function useKnownSpellIds(): Set<string> | null {
  const [ids, setIds] = useState<Set<string> | null>(null);
  useEffect(() => {
    let alive = true;
    loadMechanics().then(
      (m) => alive && setIds(new Set(Object.keys(m))),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);
  return ids;
}

export function StorageStatus() {
  const { t, i18n } = useTranslation();
  const st = usePersistenceStatus();
  const characters = useAppStore((s) => s.characters);
  const homebrew = useAppStore((s) => s.homebrew);
  const catalogIds = useKnownSpellIds();
  const [backups, setBackups] = useState<BackupInfo[]>(() => persistence()?.backups() ?? []);
  const [removeItem, setRemoveItem] = useState<SetAsideItem | null>(null);
  const [removeBackup, setRemoveBackup] = useState<BackupInfo | null>(null);
  const unknown = useMemo(() => {
    if (!catalogIds) return [];
    const hb = new Set(homebrew.map((h) => h.data.id));
    const known = (id: string) => catalogIds.has(id) || hb.has(id);
    // numbered as on the character's own screens, so two missing custom spells read apart
    const numbers = new Map(characters.map((c) => [c.id, missingNumbersOf(c, known)]));
    return unknownSpellRefs(characters, known).map((u) => ({ ...u, n: numbers.get(u.characterId)?.get(u.spellId) }));
  }, [catalogIds, characters, homebrew]);
  const time = (iso: string | null, style: 'time' | 'date') => {
    if (!iso) return '';
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return iso;
    return new Intl.DateTimeFormat(i18n.language, style === 'time' ? { timeStyle: 'medium' } : { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  };
  const itemName = (x: SetAsideItem) => x.name || t('persistence.unnamed');
  // What every key of the app takes (restored keys, backups and bookkeeping too), read from storage
  // again after each save and when a backup is deleted.
  const { lastSavedAt, mode } = st;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- storage is read: these say it changed
  const size = useMemo(() => persistence()?.storedChars() ?? 0, [lastSavedAt, mode, backups]);

  return (
    <div className="grid gap-3">
      <p data-testid="storage-mode">{t(`settings.mode.${st.mode}`)}</p>
      {st.unsaved && <p className="font-semibold text-red-700 dark:text-red-300">{t('settings.unsavedNow')}</p>}
      <ul className="grid gap-1 text-sm text-stone-700 dark:text-stone-300">
        <li>{t('settings.contains', { characters: t('persistence.characters', { count: characters.length }), homebrew: t('persistence.homebrew', { count: homebrew.length }) })}</li>
        {st.lastSavedAt && <li>{t('settings.lastSaved', { time: time(st.lastSavedAt, 'time') })}</li>}
        {size > 0 && <li>{t('settings.size', { size: kB(size) })}</li>}
        {st.lastWriteMs !== null && <li data-testid="write-time">{t('settings.writeTime', { ms: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(st.lastWriteMs) })}</li>}
        {st.repairs > 0 && <li>{t('settings.repairs', { count: st.repairs })}</li>}
        {st.filled > 0 && <li>{t('settings.filled', { count: st.filled })}</li>}
      </ul>

      {st.setAside.length > 0 && (
        <section aria-labelledby="set-aside-h" id="odlozene" className="grid gap-2">
          <h3 id="set-aside-h" className="font-semibold">
            {t('settings.setAside')}
          </h3>
          <ul className="grid gap-2">
            {st.setAside.map((x) => (
              <li key={x.id} className="rounded-lg border border-amber-300 bg-amber-50 p-2 dark:border-amber-700 dark:bg-amber-950">
                <p className="font-semibold">{x.kind === 'character' ? t('persistence.setAside.character') : t('persistence.setAside.homebrew')}</p>
                <p className="[overflow-wrap:anywhere]">{itemName(x)}</p>
                <p className="text-sm">{t(`persistence.reason.${x.reason}`, { defaultValue: x.reason })}</p>
                <div className="mt-1 flex flex-wrap gap-2">
                  <Button onClick={() => downloadSetAside(x.raw, x.kind === 'character' ? 'character' : 'spell')} aria-label={t('persistence.setAside.downloadLabel', { name: itemName(x) })}>
                    {t('persistence.setAside.download')}
                  </Button>
                  <Button variant="ghost" onClick={() => setRemoveItem(x)} aria-label={t('persistence.setAside.removeLabel', { name: itemName(x) })}>
                    {t('persistence.setAside.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {unknown.length > 0 && (
        <section aria-labelledby="unknown-h" className="grid gap-1">
          <h3 id="unknown-h" className="font-semibold">
            {t('settings.unknownSpells')}
          </h3>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t('settings.unknownSpellsHint')}</p>
          <ul className="list-disc pl-5 text-sm">
            {unknown.map((u) => (
              <li key={`${u.characterId}/${u.spellId}`} className="[overflow-wrap:anywhere]">
                {t('settings.unknownSpell', { character: u.characterName, id: u.spellId, n: u.n, context: isCustom(u.spellId) ? (u.n ? 'customNumbered' : 'custom') : undefined })}
              </li>
            ))}
          </ul>
        </section>
      )}

      {backups.length > 0 && (
        <section aria-labelledby="backups-h" id="zalohy" className="grid gap-2">
          <h3 id="backups-h" className="font-semibold">
            {t('settings.backups')}
          </h3>
          <ul className="grid gap-2">
            {backups.map((b) => (
              <li key={b.key} className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1">{t('settings.backupAt', { date: time(b.at, 'date'), size: kB(b.chars) })}</span>
                <Button
                  onClick={() => {
                    const raw = persistence()?.readBackup(b.key);
                    if (raw != null) downloadRaw(raw, fileWord('backup'));
                  }}
                  aria-label={t('settings.downloadBackup', { date: time(b.at, 'date') })}
                >
                  {t('settings.download')}
                </Button>
                <Button variant="ghost" onClick={() => setRemoveBackup(b)} aria-label={t('settings.deleteBackupLabel', { date: time(b.at, 'date') })}>
                  {t('settings.deleteBackup')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <Dialog open={removeItem !== null} onClose={() => setRemoveItem(null)} title={t('persistence.setAside.confirmRemoveTitle')} labelledBy="remove-aside-title">
        {removeItem && (
          <>
            <p className="mb-4 [overflow-wrap:anywhere]">{t('persistence.setAside.confirmRemove', { name: itemName(removeItem) })}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button onClick={() => downloadSetAside(removeItem.raw, removeItem.kind === 'character' ? 'character' : 'spell')}>{t('persistence.setAside.download')}</Button>
              <Button
                variant="danger"
                onClick={() => {
                  persistence()?.removeSetAside(removeItem.id);
                  setRemoveItem(null);
                }}
              >
                {t('persistence.setAside.remove')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
      <Dialog open={removeBackup !== null} onClose={() => setRemoveBackup(null)} title={t('settings.confirmDeleteBackupTitle')} labelledBy="remove-backup-title">
        {removeBackup && (
          <>
            <p className="mb-4">{t('settings.confirmDeleteBackup', { date: time(removeBackup.at, 'date') })}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button onClick={() => setRemoveBackup(null)}>{t('common.cancel')}</Button>
              <Button
                variant="danger"
                onClick={() => {
                  persistence()?.deleteBackup(removeBackup.key);
                  setBackups(persistence()?.backups() ?? []);
                  setRemoveBackup(null);
                }}
              >
                {t('settings.deleteBackup')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}

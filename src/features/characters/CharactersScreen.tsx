// The characters list (route "/"): cards with classes and levels, quick actions (spellbook, combat,
// edit, duplicate, delete with undo) and the choice of the active character.
import { memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppStore } from '../../store/app-store';
import type { Character } from '../../store/types';
import { characterLevel } from '../../rules';
import { classesLabel } from '../../components/format';
import { UndoToast, type ToastMessage } from '../../components/UndoToast';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/Button';
import { EmptyCard } from '../../components/EmptyCard';
import { UnreadableData, useUnreadable } from '../../components/CharacterRoute';
import { BookIcon, CopyIcon, DevicesIcon, PencilIcon, PlusIcon, PrinterIcon, ScrollIcon, StarIcon, SwordsIcon, TrashIcon } from '../../components/icons';
import { DeleteSyncChoice, leaveTablesAfterDelete, stayAtTables, SyncBadge, SyncDialog, useSyncOn } from '../sync/entry';
import { chosenCharacterId } from '../../store/characters';
import { characterPath } from '../../components/character-path';
import { fitName } from '../../lib/name-length';
import { MAX_NAME_LENGTH } from '../../store/character-input';

const actionClass =
  'flex min-h-14 min-w-11 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs font-medium text-stone-800 hover:bg-stone-100 dark:text-stone-200 dark:hover:bg-stone-800';

interface CardProps {
  c: Character;
  active: boolean;
  onDuplicate: (c: Character) => void;
  onDelete: (c: Character) => void;
}

interface ActionsProps {
  c: Character;
  onDuplicate: (c: Character) => void;
  onDelete: (c: Character) => void;
  onSync: () => void;
}

/** The card's action bar: the same whichever character is active, so choosing one does not render it. */
const CardActions = memo(function CardActions({ c, onDuplicate, onDelete, onSync }: ActionsProps) {
  const { t } = useTranslation();
  const setActive = useAppStore((s) => s.setActiveCharacter);
  // links (open in a new tab, read as links); following one makes the character the active one
  const choose = () => setActive(c.id);
  return (
    // seven in one row only where the card (not the window) is wide enough: two cards side by side
    // on a desktop are narrower than one on a small tablet
    <div className="@container mt-auto border-t border-stone-200 pt-2 dark:border-stone-700">
      <div className="grid grid-cols-4 gap-1 @lg:grid-cols-7">
        <Link href={characterPath('/kniha', c.id)} className={actionClass} onClick={choose} aria-label={t('characters.actions.spellbookLabel', { name: c.name })}>
          <BookIcon />
          {t('characters.actions.spellbook')}
        </Link>
        <Link href={characterPath('/boj', c.id)} className={actionClass} onClick={choose} aria-label={t('characters.actions.combatLabel', { name: c.name })}>
          <SwordsIcon />
          {t('characters.actions.combat')}
        </Link>
        <Link href={characterPath('/postava', c.id)} className={actionClass} aria-label={t('characters.actions.editLabel', { name: c.name })}>
          <PencilIcon />
          {t('characters.actions.edit')}
        </Link>
        <Link href={characterPath('/tisk', c.id)} className={actionClass} onClick={choose} aria-label={t('characters.actions.printLabel', { name: c.name })}>
          <PrinterIcon />
          {t('characters.actions.print')}
        </Link>
        <button type="button" className={actionClass} onClick={() => onDuplicate(c)} aria-label={t('characters.actions.duplicateLabel', { name: c.name })}>
          <CopyIcon />
          {t('characters.actions.duplicate')}
        </button>
        <button
          type="button"
          className={`${actionClass} !text-red-800 hover:!bg-red-50 dark:!text-red-300 dark:hover:!bg-red-950/40`}
          onClick={() => onDelete(c)}
          aria-label={t('characters.actions.deleteLabel', { name: c.name })}
        >
          <TrashIcon />
          {t('characters.actions.delete')}
        </button>
        <button type="button" className={actionClass} onClick={onSync} aria-label={t('characters.actions.syncLabel', { name: c.name })}>
          <DevicesIcon />
          {t('characters.actions.sync')}
        </button>
      </div>
    </div>
  );
});

// Memoised with stable handlers: choosing the active character (often the first tap of a start)
// re-renders the two cards whose badge changes, not every card of the list.
const CharacterCard = memo(function CharacterCard({ c, active, onDuplicate, onDelete }: CardProps) {
  const { t } = useTranslation();
  const setActive = useAppStore((s) => s.setActiveCharacter);
  const total = c.classes.length ? characterLevel(c.classes) : 0;
  const syncOn = useSyncOn((s) => s.on);
  const [syncOpen, setSyncOpen] = useState(false);
  const openSync = useCallback(() => setSyncOpen(true), [setSyncOpen]);
  const headingId = `char-${c.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-xl border bg-white p-3 shadow-sm dark:bg-stone-900 ${active ? 'border-accent-600 ring-2 ring-accent-600/40 dark:border-accent-200 dark:ring-accent-200/30' : 'border-stone-200 dark:border-stone-700'}`}
    >
      <div className="mb-2 flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} tabIndex={-1} className="[overflow-wrap:anywhere] font-serif text-xl font-bold">{c.name}</h2>
          <p className="text-stone-800 dark:text-stone-200">
            {classesLabel(t, c.classes)}
            {c.classes.length > 1 && <span className="whitespace-nowrap text-stone-600 dark:text-stone-400"> · {t('characters.totalLevel', { level: total })}</span>}
          </p>
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('characters.spellCount', { count: c.spells.length })}</p>
          {syncOn && (
            <Suspense fallback={null}>
              <SyncBadge id={c.id} />
            </Suspense>
          )}
          {c.preparationPending && (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">{t('characters.preparationPending')}</p>
          )}
        </div>
        {active ? (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-900 dark:bg-accent-900/60 dark:text-accent-100">
            <StarIcon filled />
            {t('characters.activeBadge')}
          </span>
        ) : (
          <button
            type="button"
            onClick={() => setActive(c.id)}
            aria-label={t('characters.makeActiveLabel', { name: c.name })}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg border border-stone-300 px-3 text-sm font-medium hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800"
          >
            <StarIcon />
            {t('characters.makeActive')}
          </button>
        )}
      </div>
      <CardActions c={c} onDuplicate={onDuplicate} onDelete={onDelete} onSync={openSync} />
      {syncOpen && (
        <Suspense fallback={null}>
          <SyncDialog characterId={c.id} onClose={() => setSyncOpen(false)} />
        </Suspense>
      )}
    </article>
  );
});

// A delete's "Vrátit" outlives the screen: a player who looks at another screen first still finds it
// here (until the page closes, × or a newer message). A plain confirmation is not kept.
let kept: ToastMessage | null = null;
let nextToast = 1;
/** the mounted screen's state setter (a "Vrátit" tapped after a remount shows its message there) */
let shown: ((m: ToastMessage | null) => void) | null = null;
function setToast(m: ToastMessage | null) {
  kept = m?.onUndo ? m : null;
  shown?.(m);
}

export function CharactersScreen() {
  const { t } = useTranslation();
  const characters = useAppStore((s) => s.characters);
  const unreadable = useUnreadable();
  const activeId = useAppStore(chosenCharacterId);
  const duplicate = useAppStore((s) => s.duplicateCharacter);
  const remove = useAppStore((s) => s.deleteCharacter);
  const undoDelete = useAppStore((s) => s.undoDelete);
  const [toast, setShown] = useState<ToastMessage | null>(() => kept);
  useEffect(() => {
    shown = setShown;
    return () => void (shown === setShown && (shown = null));
  }, []);
  // a character is the player's work of months: deleting asks first (and can still be undone)
  const [toDelete, setToDelete] = useState<Character | null>(null);
  // a synced character at a table: kept there for the player's other devices (DeleteSyncChoice)
  const [stay, setStay] = useState(false);
  const syncOn = useSyncOn((s) => s.on);
  const undoRef = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the screen has rendered (and the confirm dialog has closed): after a
  // delete to "Vrátit", after undoing it to the card that came back. Not before: an element behind
  // the still-open modal dialog cannot take the focus.
  const focusAfter = useRef<{ undo: true } | { card: string } | null>(null);
  useEffect(() => {
    const f = focusAfter.current;
    focusAfter.current = null;
    if (f && 'undo' in f) undoRef.current?.focus();
    else if (f) document.getElementById(`char-${f.card}`)?.focus();
  }, [toast]);
  const show = useCallback((text: string, onUndo?: () => void) => setToast({ id: nextToast++, text, onUndo }), []);

  const confirmDelete = useCallback(
    (c: Character, keepAtTables: boolean) => {
      setToDelete(null);
      const r = remove(c.id);
      if (!r.ok) return;
      if (keepAtTables) void stayAtTables(c.id);
      const atTables = syncOn && !keepAtTables ? leaveTablesAfterDelete(c.id) : null;
      focusAfter.current = { undo: true };
      show(t('characters.deleted', { name: c.name }), () => {
        undoDelete(r.undo);
        atTables?.back();
        show(t('characters.restored', { name: c.name }));
        focusAfter.current = { card: c.id };
      });
    },
    [t, remove, undoDelete, show, syncOn],
  );
  const onDelete = useCallback((c: Character) => {
    setStay(false);
    setToDelete(c);
  }, []);
  const onDuplicate = useCallback(
    (c: Character) => {
      // a long name is shortened (with "…") so the copy's " (kopie)" fits: the toast names the copy as
      // stored; a second copy is "(kopie 2)", so that two cards never share a name
      const taken = new Set(useAppStore.getState().characters.map((x) => x.name));
      let name = fitName(c.name, (n) => t('characters.copyName', { name: n }), MAX_NAME_LENGTH);
      for (let k = 2; taken.has(name) && k < 100; k++) name = fitName(c.name, (n) => t('characters.copyNameNumbered', { name: n, k }), MAX_NAME_LENGTH);
      const r = duplicate(c.id, name);
      if (r.ok) show(t('characters.duplicated', { name }));
    },
    [t, duplicate, show],
  );

  return (
    <section aria-labelledby="chars-h">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h1 id="chars-h" tabIndex={-1} className="mr-auto font-serif text-2xl font-bold">
          {t('characters.title')}
        </h1>
        <Link href="/stul" aria-label={t('characters.tableLinkLabel')} className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 font-medium hover:bg-stone-100 dark:border-stone-600 dark:hover:bg-stone-800">
          {t('characters.tableLink')}
        </Link>
        {characters.length > 0 && (
          <Link href="/postava/nova" className="inline-flex min-h-11 items-center gap-1 rounded-lg bg-accent-700 px-4 font-medium text-white hover:bg-accent-800 dark:bg-accent-600 dark:hover:bg-accent-700">
            <PlusIcon />
            {t('characters.new')}
          </Link>
        )}
      </div>
      {characters.length === 0 && unreadable ? (
        <UnreadableData />
      ) : characters.length === 0 ? (
        <EmptyCard icon={ScrollIcon} title={t('characters.emptyTitle')} text={t('characters.empty')} action={{ href: '/postava/nova', label: t('characters.createFirst') }}>
          <p className="mt-5 text-sm text-stone-600 dark:text-stone-400">
            {t('characters.elsewhere')}{' '}
            <Link href="/nastaveni#prenos" className="font-medium text-accent-700 underline dark:text-accent-200">
              {t('characters.elsewhereLink')}
            </Link>
          </p>
        </EmptyCard>
      ) : (
        <>
          {characters.length > 1 && <p className="mb-3 text-sm text-stone-600 dark:text-stone-400">{t('characters.activeHint')}</p>}
          <ul className="grid gap-3 md:grid-cols-2">
            {characters.map((c) => (
              <li key={c.id} className="min-w-0">
                <CharacterCard c={c} active={c.id === activeId} onDuplicate={onDuplicate} onDelete={onDelete} />
              </li>
            ))}
          </ul>
        </>
      )}
      <UndoToast toast={toast} onClose={() => setToast(null)} undoRef={undoRef} />
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)} title={t('characters.confirmDeleteTitle')} labelledBy="char-del-title">
        {toDelete && (
          <>
            <p className="mb-2 [overflow-wrap:anywhere]">{t('characters.confirmDelete', { name: toDelete.name })}</p>
            {syncOn && (
              <Suspense fallback={null}>
                <DeleteSyncChoice id={toDelete.id} stay={stay} onStay={setStay} />
              </Suspense>
            )}
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Button onClick={() => setToDelete(null)}>{t('common.cancel')}</Button>
              <Button variant="danger" onClick={() => confirmDelete(toDelete, stay)}>
                {t('characters.actions.delete')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}

// Per-character screens (/kniha/<id>, /boj/<id>, /tisk/<id>) act on the character in their route,
// so a tab keeps acting on the character it shows whatever another tab chooses. The bare route
// (/boj) opens the character this tab has chosen.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useAppStore } from '../store/app-store';
import { chosenCharacterId } from '../store/characters';
import { persistence, usePersistenceStatus } from '../persistence';
import { characterPath } from './character-path';
import { EmptyCard } from './EmptyCard';

/** The stored data could not be read (the banner above offers repair): the characters are not
 *  gone, and a character created now would be lost unless the player then starts afresh. */
export const useUnreadable = () => usePersistenceStatus((s) => s.mode === 'corrupt');

interface Props {
  /** the screen's route without the id, e.g. '/boj' */
  base: string;
  /** the id in the route, undefined on the bare route */
  id: string | undefined;
  /** shown when there is no character at all */
  none: ReactNode;
  children: (id: string) => ReactNode;
}

export function CharacterRoute({ base, id, none, children }: Props) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const chosen = useAppStore(chosenCharacterId);
  const shown = id ?? chosen;
  const known = useAppStore((s) => shown !== null && s.characters.some((c) => c.id === shown));
  const setChosen = useAppStore((s) => s.setActiveCharacter);
  // The bare route shows the chosen character at once and takes its id into the address, so the
  // tab stays on it (and the address can be shared or reloaded).
  const redirect = id === undefined ? chosen : null;
  useEffect(() => {
    if (redirect !== null) navigate(characterPath(base, redirect, search), { replace: true });
  }, [redirect, base, search, navigate]);
  // Opening a character's screen (a card, a deep link) makes it this tab's choice; a later choice
  // in another tab does not run this again.
  useEffect(() => {
    if (known && shown !== null && useAppStore.getState().chosenCharacterId !== shown) setChosen(shown);
  }, [known, shown, setChosen]);
  if (shown === null) return none;
  if (!known) return <DeletedOrUnknown id={shown} />;
  return children(shown);
}

/** Another window deleted the character this route shows, or replaced everything by an import
 *  without it: said so, with undo (no edit reaches it: the store no longer has it). Otherwise:
 *  `unknown`. */
export function DeletedOrUnknown({ id, unknown = <UnknownCharacter /> }: { id: string; unknown?: ReactNode }) {
  const { t } = useTranslation();
  const note = usePersistenceStatus((s) => s.deletedElsewhere.find((d) => d.id === id));
  if (!note) return unknown;
  return (
    <section role="alert" className="flex flex-col items-start gap-3">
      <h1 className="font-serif text-2xl font-bold">{t(note.replaced ? 'characterRoute.replacedTitle' : 'characterRoute.deletedTitle')}</h1>
      <p className="[overflow-wrap:anywhere]">{t(note.replaced ? 'characterRoute.replacedElsewhere' : 'characterRoute.deletedElsewhere', { name: note.name })}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => persistence()?.restoreDeleted(id)} className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-4 font-medium text-white hover:bg-accent-800 dark:bg-accent-600 dark:hover:bg-accent-700">
          {t('characterRoute.undoDelete')}
        </button>
        <Link href="/" className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-4 font-medium dark:border-stone-600">
          {t('characterRoute.toCharacters')}
        </Link>
      </div>
    </section>
  );
}

/** A character's screen on a device with no character at all: the screen's title, what it is for,
 *  and the way to create one. */
export function NoCharacter({ title, text, icon }: { title: string; text: string; icon: ComponentType<{ className?: string }> }) {
  const { t } = useTranslation();
  const unreadable = useUnreadable();
  return (
    <section>
      <h1 className="mb-3 font-serif text-2xl font-bold">{title}</h1>
      {unreadable ? <UnreadableData /> : <EmptyCard icon={icon} title={t('characterRoute.noneTitle')} text={text} action={{ href: '/postava/nova', label: t('characterRoute.create') }} />}
    </section>
  );
}

/** A route names a character this device does not have (deleted, or a link from another device). */
export function UnknownCharacter() {
  const { t } = useTranslation();
  const unreadable = useUnreadable();
  return (
    <section role="alert" className="flex flex-col items-start gap-3">
      <h1 className="font-serif text-2xl font-bold">{t(unreadable ? 'characterRoute.unreadableTitle' : 'characterRoute.unknownTitle')}</h1>
      <p>{t(unreadable ? 'characterRoute.unreadable' : 'characterRoute.unknown')}</p>
      <Link href="/" className="inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-4 font-medium text-white hover:bg-accent-800 dark:bg-accent-600 dark:hover:bg-accent-700">
        {t('characterRoute.toCharacters')}
      </Link>
    </section>
  );
}

/** In place of "no character yet" while the stored data cannot be read: no invitation to create
 *  one, but where to go on. */
export function UnreadableData() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-white p-6 dark:border-red-800 dark:bg-stone-900">
      <h2 className="mb-1 font-serif text-xl font-bold">{t('characterRoute.unreadableTitle')}</h2>
      <p className="text-stone-700 dark:text-stone-300">{t('characterRoute.unreadable')}</p>
    </div>
  );
}

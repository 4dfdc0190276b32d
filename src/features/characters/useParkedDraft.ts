// Unsaved edits survive a trip elsewhere in the app and a reload of the tab (a phone discarding it
// in the background): while the form differs from what it opened with, the draft is parked in this
// tab's session storage, and opening the same character's editor again brings it back with a notice.
// Saving, cancelling or discarding drops it. What the player has not changed follows the character
// as another tab or device changes it (followLive); a character deleted elsewhere and brought back
// brings the unsaved edits back with the same notice.
import { useEffect, useRef, useState } from 'react';
import { dropAllSessionDrafts, dropSessionDraft, readSessionDraft, writeSessionDraft } from '../../persistence/session-drafts';
import type { Character } from '../../store/types';
import { draftFrom, followLive, isDraft, type Draft } from './editor-draft';

/** `opened`: what the form's parts were before the player changed them (saving writes only what
 *  changed since). */
interface Parked { draft: Draft; opened: Draft }

/** Tests: each starts with no parked draft. */
export const forgetParkedDrafts = dropAllSessionDrafts;

const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);
/** '' (a new character) is stored as "new". */
const storeKey = (key: string) => key || 'new';

function readParked(key: string): Parked | null {
  const p = readSessionDraft(storeKey(key)) as Partial<Parked> | null;
  if (p && typeof p === 'object' && isDraft(p.draft) && isDraft(p.opened)) return { draft: p.draft, opened: p.opened };
  if (p !== null) dropSessionDraft(storeKey(key));
  return null;
}

/** `key`: the character's id, '' for a new character. */
export function useParkedDraft(key: string, existing: Character | undefined) {
  const [start] = useState(() => {
    const p = readParked(key);
    const fresh = draftFrom(existing);
    return p ? { ...(existing ? followLive(p.opened, p.draft, existing) : p), restored: true } : { draft: fresh, opened: fresh, restored: false };
  });
  const [draft, setDraft] = useState<Draft>(start.draft);
  const [opened, setOpened] = useState<Draft>(start.opened);
  const [restored, setRestored] = useState(start.restored);
  // the character as the form last followed it (updated while rendering, so no render shows a
  // stale form next to the live character)
  const [seen, setSeen] = useState(existing);
  if (seen !== existing) {
    setSeen(existing);
    if (existing) {
      const next = followLive(opened, draft, existing);
      if (!same(next.draft, draft)) setDraft(next.draft);
      if (!same(next.opened, opened)) setOpened(next.opened);
      if (!seen && !same(draft, opened)) setRestored(true);
    }
  }
  const finished = useRef(false);
  useEffect(() => {
    if (finished.current) return;
    if (same(draft, opened)) dropSessionDraft(storeKey(key));
    else writeSessionDraft(storeKey(key), { draft, opened } satisfies Parked);
  }, [key, draft, opened]);
  return {
    draft,
    setDraft,
    opened,
    restored,
    /** saved or cancelled: nothing to bring back */
    finish() {
      finished.current = true;
      dropSessionDraft(storeKey(key));
    },
    /** back to the character as it is now */
    discard() {
      const fresh = draftFrom(existing);
      setDraft(fresh);
      setOpened(fresh);
      setRestored(false);
    },
  };
}

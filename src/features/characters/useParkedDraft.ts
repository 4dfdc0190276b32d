// Unsaved edits survive a trip elsewhere in the app: while the form differs from what it opened
// with, the draft is parked here (memory only — a reload or a closed tab drops it), and opening
// the same character's editor again brings it back with a notice. Saving, cancelling or
// discarding drops it.
import { useEffect, useRef, useState } from 'react';
import type { Character } from '../../store/types';
import { draftFrom, type Draft } from './editor-draft';

/** `opened`: what the form showed when the edit began (saving writes only what changed since). */
interface Parked { draft: Draft; opened: Draft }
const parked = new Map<string, Parked>();

/** Tests: each starts with no parked draft. */
export function forgetParkedDrafts() {
  parked.clear();
}

const same = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b);

/** `key`: the character's id, '' for a new character. */
export function useParkedDraft(key: string, existing: Character | undefined) {
  const [start] = useState(() => {
    const p = parked.get(key);
    const fresh = draftFrom(existing);
    return p ? { ...p, restored: true } : { draft: fresh, opened: fresh, restored: false };
  });
  const [draft, setDraft] = useState<Draft>(start.draft);
  const [opened, setOpened] = useState<Draft>(start.opened);
  const [restored, setRestored] = useState(start.restored);
  const finished = useRef(false);
  useEffect(() => {
    if (finished.current) return;
    if (same(draft, opened)) parked.delete(key);
    else parked.set(key, { draft, opened });
  }, [key, draft, opened]);
  return {
    draft,
    setDraft,
    opened,
    restored,
    /** saved or cancelled: nothing to bring back */
    finish() {
      finished.current = true;
      parked.delete(key);
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

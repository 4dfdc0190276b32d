// The homebrew editor's form and the form it opened from (saving writes only what changed since,
// form-merge.ts), both in the language shown: a language switch converts the distances typed in
// both (sáhy ↔ feet), or saving would store a sáh count as feet; and what the player has not
// changed follows the spell as another tab or device saves it (followLive), as in the character
// editor.
import { useState } from 'react';
import { convertDistances, type SpellForm } from './form';
import { followLive } from './form-merge';

/** `live`: the spell stored now, as a form in `lng` (null: deleted meanwhile; undefined: a new
 *  spell, nothing to follow). `onConvert` runs (while rendering) when a language switch converted
 *  the distances. */
export function useSpellDraft(initial: SpellForm, lng: string, live: SpellForm | null | undefined, onConvert: () => void) {
  const [f, setF] = useState(initial);
  const [opened, setOpened] = useState(initial);
  // the language both are typed in and the live copy they last followed (updated while rendering,
  // so no render shows a stale form next to the live copy)
  const [typedIn, setTypedIn] = useState(lng);
  const [seen, setSeen] = useState(live);
  if (typedIn !== lng || seen !== live) {
    let next = { draft: f, opened };
    if (typedIn !== lng) {
      next = { draft: convertDistances(f, typedIn, lng), opened: convertDistances(opened, typedIn, lng) };
      onConvert();
    }
    if (live) next = followLive(next.opened, next.draft, live);
    setTypedIn(lng);
    setSeen(live);
    setF(next.draft);
    setOpened(next.opened);
  }
  return { f, setF, opened };
}

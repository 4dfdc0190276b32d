// Keys the main key does not name (layout.ts): a write that stopped before its main key, or a main
// key that failed on quota. Loaded only when storage holds more keys than the main key names.
// It imports nothing at run time (what it needs comes in `k`): a shared import would split another
// chunk off the first screen.
import type { SetAsideItem } from './validate';
import type { MainFields, Written } from './layout';

/** What the scan needs from the first-screen modules. */
export interface ScanKit {
  /** the character keys there are (keys.ts CHARACTER_PREFIX) */
  keys: readonly string[];
  prefix: string;
  homebrewKey: string;
  setAsideItem: (kind: SetAsideItem['kind'], raw: unknown, reason: string, at: string) => SetAsideItem;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Character keys the main key does not name: restored unless a deletion mark covers them. Every
 *  one read becomes garbage: removed after the next main key, which names what was restored (and
 *  holds what was set aside). The homebrew key without a stamp is handled the same way. */
export function scanUnnamed(k: ScanKit, storage: Storage, main: MainFields, named: Set<string>, chars: unknown[], more: SetAsideItem[], written: Written, at: string, addHomebrew: (list: unknown[]) => void): number {
  let restored = 0;
  const found: unknown[] = [];
  for (const key of k.keys) {
    const id = key.slice(k.prefix.length);
    if (named.has(id)) continue;
    written.garbage.add(key);
    if (main.deleted[`c:${id}`] !== undefined) continue;
    const text = storage.getItem(key);
    if (text === null) continue;
    const p = parse(text);
    if (p.ok) found.push(p.value);
    else more.push(k.setAsideItem('character', text, 'shape', at));
    restored++;
  }
  // In the order they were created (key order is arbitrary).
  const created = (c: unknown) => String((c as { createdAt?: unknown } | null)?.createdAt ?? '');
  chars.push(...found.sort((x, y) => (created(x) < created(y) ? -1 : created(x) > created(y) ? 1 : 0)));
  if (main.index?.homebrew === null || main.index === null) {
    const text = storage.getItem(k.homebrewKey);
    if (text !== null) {
      written.garbage.add(k.homebrewKey);
      const p = parse(text);
      const isDeleted = (h: unknown) => main.deleted[`h:${(h as { data?: { id?: unknown } })?.data?.id as string}`] !== undefined;
      if (!p.ok) more.push(k.setAsideItem('homebrew', text, 'shape', at));
      else if (Array.isArray(p.value)) {
        const back = main.index === null ? [] : p.value.filter((h) => !isDeleted(h));
        // Version 1 keeps its homebrew inline: a leftover key there is a stopped migration's copy.
        if (back.length) addHomebrew(back);
        restored += back.length;
      }
    }
  }
  return restored;
}


// Unsaved editor drafts of this tab (sessionStorage `grimoar:draft:<key>`): a phone that discards a
// background tab reloads it, and the half-typed character comes back with it. They go with the tab
// and are only a copy of typing, never a character: text that does not parse, or is over the size a
// form can hold, is dropped, and a full or blocked storage just keeps nothing.
const PREFIX = 'grimoar:draft:';
/** JSON length (UTF-16 code units) far above any form's: name, a few class rows, six scores. */
const MAX_DRAFT_CHARS = 20_000;

function session(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** The parked value under `key` as parsed JSON (the caller checks its shape), or null. */
export function readSessionDraft(key: string): unknown {
  const s = session();
  try {
    const text = s?.getItem(PREFIX + key);
    if (!text) return null;
    if (text.length <= MAX_DRAFT_CHARS) return JSON.parse(text) as unknown;
  } catch {
    /* unreadable: dropped below */
  }
  dropSessionDraft(key);
  return null;
}

export function writeSessionDraft(key: string, value: unknown): void {
  const s = session();
  if (!s) return;
  try {
    const text = JSON.stringify(value);
    if (text.length <= MAX_DRAFT_CHARS) s.setItem(PREFIX + key, text);
    else s.removeItem(PREFIX + key);
  } catch {
    // a full or blocked session storage costs the draft's copy, nothing else
  }
}

export function dropSessionDraft(key: string): void {
  try {
    session()?.removeItem(PREFIX + key);
  } catch {
    /* storage gone: nothing to drop */
  }
}

/** Tests: every parked draft of this tab. */
export function dropAllSessionDrafts(): void {
  const s = session();
  if (!s) return;
  for (const k of Object.keys(s)) if (k.startsWith(PREFIX)) s.removeItem(k);
}

// The open damage dialog, parked in this tab's session storage (persistence/session-drafts) under
// `damage:<character id>`: a phone that discards the tab mid-entry reloads it, and the fight screen
// opens the dialog again with the damage typed, the saves rolled and a concentration already ended.
// Closing the dialog drops it. A stored value that is not this shape is dropped, never shown.
import { dropSessionDraft, readSessionDraft, writeSessionDraft } from '../../persistence/session-drafts';

/** One rolled Constitution save: the source's index, the d20 as rolled and the bonus added. */
export type ParkedRoll = [source: number, natural: number, bonus: number];

export interface DamageDraft {
  /** the damage fields as typed, one per source */
  sources: string[];
  rolls: ParkedRoll[];
  /** the spell whose concentration (or casting) this dialog ended, and whether it was a casting */
  ended: string | null;
  failedCasting: boolean;
}

/** More sources than any table uses; a longer list is not a draft this dialog wrote. */
const MAX_SOURCES = 50;
const key = (characterId: string) => `damage:${characterId}`;

const isInt = (n: unknown, min: number, max: number): n is number => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

function isDraft(v: unknown): v is DamageDraft {
  if (!v || typeof v !== 'object') return false;
  const d = v as Partial<DamageDraft>;
  if (!Array.isArray(d.sources) || d.sources.length === 0 || d.sources.length > MAX_SOURCES) return false;
  if (!d.sources.every((s) => typeof s === 'string' && s.length <= 12)) return false;
  const n = d.sources.length;
  if (!Array.isArray(d.rolls) || !d.rolls.every((r) => Array.isArray(r) && r.length === 3 && isInt(r[0], 0, n - 1) && isInt(r[1], 1, 20) && isInt(r[2], -30, 30))) return false;
  return (d.ended === null || typeof d.ended === 'string') && typeof d.failedCasting === 'boolean';
}

export function readDamageDraft(characterId: string): DamageDraft | null {
  const v = readSessionDraft(key(characterId));
  if (v === null) return null;
  if (isDraft(v)) return v;
  dropSessionDraft(key(characterId));
  return null;
}

export function parkDamageDraft(characterId: string, draft: DamageDraft): void {
  writeSessionDraft(key(characterId), draft);
}

export function dropDamageDraft(characterId: string): void {
  dropSessionDraft(key(characterId));
}

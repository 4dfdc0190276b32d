// Export / import files and share links.
// File: { app: "grimoar", kind: "all" | "character", version, exportedAt, data: { characters, homebrew } }.
// Import checks everything before anything changes: size, JSON, app, version (older files pass
// through the same migrations as storage; newer ones are refused), then every character and
// homebrew spell with the same validation as loading. A backup with a broken character or spell
// brings the rest and names what it leaves out (a backup is often the only copy of the others); a
// file with nothing good, or a single broken character, is refused with a code the UI explains in
// Czech (persistence.import.<code>).
// Share links live in ./share.ts (lz-string loads only when needed).
import type { Character, HomebrewSpell, PersistedState } from '../store/types';
import { CURRENT_VERSION } from './keys';
import { runMigrations } from './migrations';
import { rawName, validateCharacter } from './validate';
import { validateHomebrew } from './homebrew';
import { isObj } from './shape';

const EXPORT_APP = 'grimoar';
export type ExportKind = 'all' | 'character';
export interface ExportData {
  characters: Character[];
  homebrew: HomebrewSpell[];
}
export interface ExportFile {
  app: typeof EXPORT_APP;
  kind: ExportKind;
  version: number;
  exportedAt: string;
  data: ExportData;
}

/** Larger files are refused before parsing (storage holds ~5 MB in all). */
export const MAX_IMPORT_CHARS = 5_000_000;

export type ImportErrorCode = 'tooLarge' | 'malformed' | 'foreign' | 'newer' | 'badHeader' | 'migration' | 'badCharacter' | 'badHomebrew' | 'empty' | 'badLink' | 'linkTooLong';
export interface ImportFailure {
  ok: false;
  error: ImportErrorCode;
  /** the name (as text) of the refused character/spell and why, or the file's version */
  name?: string;
  reason?: string;
  version?: number;
}
/** A broken character or homebrew spell a backup brings without. */
export interface SkippedItem {
  error: 'badCharacter' | 'badHomebrew';
  name?: string;
  reason: string;
}
/** repairs: values corrected; filled: values missing, filled in with defaults; skipped: broken
 *  parts left out */
export type ImportParse = { ok: true; file: ExportFile; repairs: number; filled: number; skipped: SkippedItem[] } | ImportFailure;

/** Homebrew spells the given characters use (so a shared character keeps working elsewhere). */
function homebrewUsedBy(characters: readonly Character[], homebrew: readonly HomebrewSpell[]): HomebrewSpell[] {
  const used = new Set(characters.flatMap((c) => c.spells.map((s) => s.spellId)));
  return homebrew.filter((h) => used.has(h.data.id));
}

export function buildExport(state: Pick<PersistedState, 'characters' | 'homebrew'>, kind: ExportKind, characterId?: string, now = new Date()): ExportFile | null {
  let data: ExportData;
  if (kind === 'all') data = { characters: state.characters, homebrew: state.homebrew };
  else {
    const c = state.characters.find((x) => x.id === characterId);
    if (!c) return null;
    data = { characters: [c], homebrew: homebrewUsedBy([c], state.homebrew) };
  }
  return { app: EXPORT_APP, kind, version: CURRENT_VERSION, exportedAt: now.toISOString(), data };
}

/** A safe file name: "grimoar-zaloha-2024-05-01.json", "grimoar-postava-elminster-….json" (`label`: "zaloha", "postava" in the app's language). */
export function exportFileName(file: ExportFile, label: string): string {
  const date = file.exportedAt.slice(0, 10);
  const who = file.kind === 'character' ? slug(file.data.characters[0]?.name ?? '') : '';
  return ['grimoar', label, who, date].filter(Boolean).join('-') + '.json';
}

/** ASCII slug of a name (diacritics removed), at most 40 characters. */
export function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

const nameOf = (v: unknown): string | undefined => rawName(v) ?? undefined;

/** Parses and fully validates an export file. Nothing is changed here. */
export function parseImport(text: string): ImportParse {
  if (text.length > MAX_IMPORT_CHARS) return { ok: false, error: 'tooLarge' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'malformed' };
  }
  if (!isObj(parsed) || parsed.app !== EXPORT_APP) return { ok: false, error: 'foreign' };
  const { version, kind, data, exportedAt } = parsed;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { ok: false, error: 'badHeader' };
  if (version > CURRENT_VERSION) return { ok: false, error: 'newer', version };
  if ((kind !== 'all' && kind !== 'character') || !isObj(data)) return { ok: false, error: 'badHeader' };
  let migrated: unknown;
  try {
    migrated = runMigrations(data, version);
  } catch {
    return { ok: false, error: 'migration', version };
  }
  if (!isObj(migrated)) return { ok: false, error: 'badHeader' };
  const rawChars = migrated.characters ?? [];
  const rawHb = migrated.homebrew ?? [];
  if (!Array.isArray(rawChars) || !Array.isArray(rawHb)) return { ok: false, error: 'badHeader' };
  const characters: Character[] = [];
  let repairs = 0;
  let filled = 0;
  const skipped: SkippedItem[] = [];
  for (const item of rawChars) {
    const c = validateCharacter(item);
    if (!c.ok) {
      skipped.push({ error: 'badCharacter', name: nameOf(item), reason: c.reason });
      continue;
    }
    characters.push(c.value);
    repairs += c.repairs;
    filled += c.filled;
  }
  const homebrew: HomebrewSpell[] = [];
  for (const item of rawHb) {
    const h = validateHomebrew(item);
    if (!h.ok) {
      skipped.push({ error: 'badHomebrew', name: nameOf(item), reason: h.reason });
      continue;
    }
    homebrew.push(h.value);
  }
  // a shared character must come whole; a backup with nothing good left says why
  const brokenCharacter = skipped.find((x) => x.error === 'badCharacter');
  if (kind === 'character' && brokenCharacter) return { ok: false, ...brokenCharacter };
  if (!characters.length && !homebrew.length) return skipped.length ? { ok: false, ...skipped[0] } : { ok: false, error: 'empty' };
  if (kind === 'character' && characters.length !== 1) return { ok: false, error: 'badHeader' };
  return {
    ok: true,
    file: { app: EXPORT_APP, kind, version: CURRENT_VERSION, exportedAt: typeof exportedAt === 'string' ? exportedAt.slice(0, 40) : '', data: { characters, homebrew } },
    repairs,
    filled,
    skipped,
  };
}

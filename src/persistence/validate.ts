// Validation of stored (or imported) data before it enters the store.
// - Numbers out of range are clamped (levels 1..20, ability scores 1..30, spent slots 0..max of the
//   rules' spellSlots / clampState, pact slots, sorcery points) and counted as repairs.
// - Table-side state that cannot be read (caster, conditions, overrides) falls back to defaults,
//   also counted as repairs; where it is missing altogether, it is counted as filled in instead.
// - A character whose identity, classes or spell list cannot be read is never dropped: it is set
//   aside whole (SetAsideItem, raw data kept for download) while the others load.
// - Unknown spell ids are kept (see unknownSpellRefs for marking them).
// - Only known fields are kept (shape.ts KEYS; homebrew spells: the catalog's schema): unknown keys
//   are dropped, as a schema parse does.
// Valid input comes back as the very same objects, so a save → load round trip is exact.
import type { HomebrewValidator } from './homebrew';
import { isObj, KEYS, knownOnly } from './shape';
import { initialState } from '../store/defaults';
import type { Character, HomebrewSpell, PersistedState, Settings } from '../store/types';
import { MAX_NAME, miss, validateCharacter, type Counter } from './validate-character';
import { clipName } from '../lib/name-length';

export { MAX_NAME, validateCharacter, type CharacterCheck } from './validate-character';

export interface SetAsideItem {
  /** stable id derived from the raw data (two tabs setting aside the same thing agree) */
  id: string;
  kind: 'character' | 'homebrew';
  /** a name found in the raw data, if any (shown as text) */
  name: string | null;
  /** why it could not be loaded: a code (persistence.reason.<code>) */
  reason: string;
  at: string;
  /** the data exactly as it was found */
  raw: unknown;
}

function checkSettings(v: unknown, r: Counter): Settings {
  const d = initialState().settings;
  if (!isObj(v)) {
    if (v !== undefined) r.n++;
    return d;
  }
  const language = v.language === 'cs' || v.language === 'en' ? v.language : (miss(v.language, r), d.language);
  const theme = v.theme === 'system' || v.theme === 'light' || v.theme === 'dark' ? v.theme : (miss(v.theme, r), d.theme);
  // absent stays absent (a save → load round trip is exact); anything else than a known paper is dropped
  const paperOk = v.paper === undefined || v.paper === 'a4' || v.paper === 'letter';
  if (!paperOk) r.n++;
  if (language === v.language && theme === v.theme && paperOk) return knownOnly(v, KEYS.settings) as unknown as Settings;
  return paperOk && v.paper !== undefined ? { language, theme, paper: v.paper as Settings['paper'] } : { language, theme };
}

/** Small stable hash (FNV-1a) so a set-aside item gets the same id in every tab. */
function hashText(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The name an unreadable character or homebrew spell still shows (null: none readable). */
export function rawName(raw: unknown): string | null {
  const n = isObj(raw) ? (typeof raw.name === 'string' ? raw.name : isObj(raw.text) && typeof raw.text.name === 'string' ? raw.text.name : null) : null;
  return n === null ? null : clipName(n, MAX_NAME);
}

export function setAsideItem(kind: SetAsideItem['kind'], raw: unknown, reason: string, at: string): SetAsideItem {
  let text: string;
  try {
    text = JSON.stringify(raw) ?? String(raw);
  } catch {
    text = String(raw);
  }
  return { id: `sa-${kind[0]}-${hashText(text)}`, kind, name: rawName(raw), reason, at, raw };
}

function uniqueId(base: string, taken: Set<string>): string {
  const stem = base.slice(0, 70);
  for (let n = 2; ; n++) {
    const id = `${stem}-${n}`;
    if (!taken.has(id)) return id;
  }
}

export interface StateCheck {
  state: PersistedState;
  /** things that could not be loaded, kept whole */
  setAside: SetAsideItem[];
  /** values corrected: clamped, or reset to defaults because they could not be read */
  repairs: number;
  /** values missing, filled in with their defaults */
  filled: number;
}

/** A whole stored state (already migrated to the current version). null: not a state at all.
 *  `checkHomebrew`: the homebrew check (homebrew.ts); needed only when the state holds homebrew
 *  spells — meeting them without it is a bug of the caller, and throws. */
export function validateState(raw: unknown, at = new Date().toISOString(), checkHomebrew: HomebrewValidator | null = null): StateCheck | null {
  if (!isObj(raw)) return null;
  const r: Counter = { n: 0, filled: 0 };
  const setAside: SetAsideItem[] = [];
  const characters: Character[] = [];
  const ids = new Set<string>();
  let charactersChanged = false;
  if (Array.isArray(raw.characters)) {
    for (const item of raw.characters) {
      const ch = validateCharacter(item);
      if (!ch.ok) {
        setAside.push(setAsideItem('character', item, ch.reason, at));
        charactersChanged = true;
        continue;
      }
      let value = ch.value;
      r.n += ch.repairs;
      r.filled += ch.filled;
      if (ids.has(value.id)) {
        // Two characters with one id: the second gets a new (deterministic) id instead of being lost.
        value = { ...value, id: uniqueId(value.id, ids) };
        r.n++;
      }
      if (value !== item) charactersChanged = true;
      ids.add(value.id);
      characters.push(value);
    }
  } else if (raw.characters !== undefined) {
    setAside.push(setAsideItem('character', raw.characters, 'shape', at));
  }
  const homebrew: HomebrewSpell[] = [];
  const hbIds = new Set<string>();
  let homebrewChanged = false;
  if (Array.isArray(raw.homebrew)) {
    if (raw.homebrew.length && !checkHomebrew) throw new Error('homebrew spells met before their check was loaded');
    for (const item of raw.homebrew) {
      const hb = checkHomebrew!(item);
      if (!hb.ok) {
        setAside.push(setAsideItem('homebrew', item, hb.reason, at));
        homebrewChanged = true;
        continue;
      }
      let value = hb.value;
      if (hbIds.has(value.data.id)) {
        value = { ...value, data: { ...value.data, id: uniqueId(value.data.id, hbIds) } };
        homebrewChanged = true;
        r.n++;
      }
      hbIds.add(value.data.id);
      homebrew.push(value);
    }
  } else if (raw.homebrew !== undefined) {
    setAside.push(setAsideItem('homebrew', raw.homebrew, 'shape', at));
  }
  const settings = checkSettings(raw.settings, r);
  let activeCharacterId = raw.activeCharacterId as string | null;
  if (activeCharacterId !== null && !(typeof activeCharacterId === 'string' && ids.has(activeCharacterId))) {
    // The active character was set aside or never existed: fall back to the first one.
    if (activeCharacterId !== undefined) r.n++;
    activeCharacterId = characters[0]?.id ?? null;
  }
  return {
    state: {
      characters: charactersChanged || !Array.isArray(raw.characters) ? characters : (raw.characters as Character[]),
      activeCharacterId,
      homebrew: homebrewChanged || !Array.isArray(raw.homebrew) ? homebrew : (raw.homebrew as HomebrewSpell[]),
      settings,
    },
    setAside,
    repairs: r.n,
    filled: r.filled,
  };
}

/** Stored set-aside items (from an earlier load); anything unreadable is wrapped, never dropped. */
export function validateSetAside(raw: unknown, at: string): SetAsideItem[] {
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((x) =>
    isObj(x) && typeof x.id === 'string' && (x.kind === 'character' || x.kind === 'homebrew') && typeof x.reason === 'string' && typeof x.at === 'string' && 'raw' in x
      ? { id: x.id, kind: x.kind, name: typeof x.name === 'string' ? clipName(x.name, MAX_NAME) : null, reason: x.reason, at: x.at, raw: x.raw }
      : setAsideItem('character', x, 'shape', at),
  );
}

/** Spell references of characters that neither the catalog nor the homebrew list knows. */
export function unknownSpellRefs(characters: readonly Character[], isKnown: (spellId: string) => boolean): { characterId: string; characterName: string; spellId: string }[] {
  const out: { characterId: string; characterName: string; spellId: string }[] = [];
  for (const c of characters) for (const s of c.spells) if (!isKnown(s.spellId)) out.push({ characterId: c.id, characterName: c.name, spellId: s.spellId });
  return out;
}

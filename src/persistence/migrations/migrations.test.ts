import { describe, expect, it } from 'vitest';
import { CURRENT_VERSION } from '../keys';
import { decodeMain, decodeState, encodeMain } from '../codec';
import { validateState } from '../validate';
import { validateHomebrew } from '../homebrew';
import { FIRST_VERSION, MIGRATIONS, MigrationError, missingMigrations, runMigrations, type Migration } from './index';
import { newCharacter, initialState } from '../../store/defaults';

const fixtures = import.meta.glob<{ version: number; state: unknown }>('./fixtures/v*.json', { eager: true, import: 'default' });
const fixture = (v: number) => fixtures[`./fixtures/v${v}.json`];

describe('the migration chain', () => {
  it('has a migration for every version up to CURRENT_VERSION (bumping the version without one fails here)', () => {
    expect(missingMigrations()).toEqual([]);
    for (const m of MIGRATIONS) expect(m.to).toBeLessThanOrEqual(CURRENT_VERSION);
    expect(new Set(MIGRATIONS.map((m) => m.to)).size).toBe(MIGRATIONS.length);
  });

  it('has a saved fixture of every version from the first to the current one', () => {
    for (let v = FIRST_VERSION; v <= CURRENT_VERSION; v++) {
      expect(fixture(v), `fixtures/v${v}.json is missing`).toBeDefined();
      expect(fixture(v).version).toBe(v);
    }
  });

  it('turns every fixture into a valid current state (nothing set aside)', () => {
    for (let v = FIRST_VERSION; v <= CURRENT_VERSION; v++) {
      const d = decodeState(fixture(v).state, v, undefined, '2024-01-01T00:00:00.000Z', [], validateHomebrew);
      expect(d.kind, `fixture v${v}`).toBe('ok');
      if (d.kind !== 'ok') continue;
      expect(d.setAside).toEqual([]);
      expect(d.state.characters.length).toBeGreaterThan(0);
      if (v === CURRENT_VERSION) {
        expect(d.repairs).toBe(0);
        expect(d.state).toEqual(fixture(v).state);
      }
    }
  });

  it('every registered migration is pure and safe to run twice', () => {
    for (const m of MIGRATIONS) {
      const input = structuredClone(fixture(m.to - 1).state);
      const frozen = JSON.stringify(input);
      const once = m.migrate(input);
      expect(JSON.stringify(input), `${m.name} mutated its input`).toBe(frozen);
      expect(m.migrate(once), `${m.name} is not idempotent`).toEqual(once);
    }
  });
});

describe('runMigrations (framework, with a made-up registry)', () => {
  const addFlag: Migration = { to: 2, name: '002-add-flag', migrate: (s) => ({ ...(s as object), flag: true }) };
  const rename: Migration = {
    to: 3,
    name: '003-rename',
    migrate: (s) => {
      const { flag, ...rest } = s as { flag?: boolean };
      return 'ok' in rest ? rest : { ...rest, ok: flag ?? false };
    },
  };
  const registry = [addFlag, rename];

  it('applies the steps in order from the stored version', () => {
    expect(runMigrations({ a: 1 }, 1, 3, registry)).toEqual({ a: 1, ok: true });
    expect(runMigrations({ a: 1, flag: true }, 2, 3, registry)).toEqual({ a: 1, ok: true });
    expect(runMigrations({ a: 1 }, 3, 3, registry)).toEqual({ a: 1 });
  });

  it('is safe to run twice', () => {
    const once = runMigrations({ a: 1 }, 1, 3, registry);
    expect(runMigrations(once, 1, 3, registry)).toEqual(once);
  });

  it('refuses a gap, an unknown version and a throwing migration', () => {
    expect(missingMigrations(4, registry)).toEqual([4]);
    expect(() => runMigrations({}, 1, 4, registry)).toThrow(MigrationError);
    expect(() => runMigrations({}, 0, 3, registry)).toThrow(MigrationError);
    expect(() => runMigrations({}, 1.5, 3, registry)).toThrow(MigrationError);
    const bad: Migration = { to: 2, name: 'bad', migrate: () => { throw new Error('x'); } };
    expect(() => runMigrations({}, 1, 2, [bad])).toThrow(/bad failed/);
  });
});

describe('the stored shape is the one version 1 describes', () => {
  // If this fails, the shape of PersistedState changed. Either the change is optional and old data
  // stays valid (update the lists below), or raise CURRENT_VERSION and add a migration + fixture.
  it('has the same fields as when version 1 was frozen', () => {
    const c = newCharacter('x', [{ classId: 'wizard', level: 1 }]);
    expect(Object.keys(initialState()).sort()).toEqual(['activeCharacterId', 'characters', 'homebrew', 'settings']);
    expect(Object.keys(initialState().settings).sort()).toEqual(['language', 'theme']);
    expect(Object.keys(c).sort()).toEqual(['abilities', 'caster', 'classes', 'conditions', 'createdAt', 'id', 'name', 'overrides', 'preparationPending', 'spells', 'updatedAt']);
    expect(Object.keys(c.caster).sort()).toEqual(['arcaneRecoveryUsed', 'arcanumUsed', 'concentration', 'effects', 'sorceryPointsSpent', 'spentPact', 'spentSlots', 'turn']);
    expect(Object.keys(c.conditions).sort()).toEqual(['armourProficient', 'armourWorn', 'handsFree', 'hasFocusOrPouch', 'incapacitated', 'materialsOwned', 'silenced']);
  });
});

describe('an app of version 1 opening a version-2 main key', () => {
  /** The version-1 app's decodeEnvelope up to its version check (commit 93788a2, CURRENT_VERSION = 1). */
  function decodeV1(raw: string): { kind: string; characters?: number } {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { kind: 'corrupt' };
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'corrupt' };
    const { version, state } = parsed as { version?: unknown; state?: unknown };
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { kind: 'corrupt' };
    if (version > 1) return { kind: 'newer', characters: validateState(state, undefined, validateHomebrew)?.state.characters.length };
    const check = validateState(state, undefined, validateHomebrew);
    return check ? { kind: 'ok', characters: check.state.characters.length } : { kind: 'corrupt' };
  }

  it('sees "newer" (read-only), never an empty state it could write over', () => {
    const s = fixture(1).state as { activeCharacterId: string | null; settings: { language: 'cs'; theme: 'light' } };
    const main = encodeMain(s, [['c1', 'tab:1']], 'tab:1', [], { 'c:gone': 1 }, 'tab:1');
    expect(decodeV1(main).kind).toBe('newer');
    // and today's decoder reads the same text as the current layout
    expect(decodeMain(main)).toMatchObject({ kind: 'main', version: CURRENT_VERSION, index: { characters: [['c1', 'tab:1']], homebrew: 'tab:1' } });
    // the version-1 decoder itself: a version-1 text is still "ok" for it (the check is a real one)
    expect(decodeV1(JSON.stringify(fixture(1)))).toEqual({ kind: 'ok', characters: 2 });
  });
});

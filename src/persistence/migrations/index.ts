// Numbered, pure migrations of the stored state: migration N turns a version N-1 state into a
// version N state. Each one lives in its own file (NNN-what-it-does.ts, N = the version it produces),
// takes `unknown` and returns a new object (no mutation), and must be safe to run twice (idempotent:
// it checks whether its change is already there). Each needs a fixture of the older shape in
// ./fixtures/v<N-1>.json; migrations.test.ts runs every fixture through the chain and fails when
// CURRENT_VERSION is raised without a registered migration or fixture.
//
// History: version 1 is the first stored shape. Version 2 changed only the storage layout (one key
// per character, ../layout.ts): 002 is the identity on the state. ./fixtures/v<N>.json holds the
// state of version N as `{ version, state }` (the layout is not part of a fixture). Exports (src/persistence/exchange.ts) pass through the
// same chain; their `data` holds only { characters, homebrew }, so a migration must tolerate missing
// `settings` / `activeCharacterId`.
import { CURRENT_VERSION } from '../keys';
import m002 from './002-layout-per-character';

export interface Migration {
  /** the version this migration produces; it reads version `to - 1` */
  to: number;
  name: string;
  migrate(state: unknown): unknown;
}

/** Oldest version the app can read. */
export const FIRST_VERSION = 1;

/** Registered migrations, oldest first. Add new ones here (e.g. `import m002 from './002-…'`). */
export const MIGRATIONS: readonly Migration[] = [m002];

export class MigrationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationError';
  }
}

/** Versions below `current` that have no migration to the next version. Empty = chain complete. */
export function missingMigrations(current = CURRENT_VERSION, registry: readonly Migration[] = MIGRATIONS, first = FIRST_VERSION): number[] {
  const missing: number[] = [];
  for (let v = first + 1; v <= current; v++) if (!registry.some((m) => m.to === v)) missing.push(v);
  return missing;
}

/** Runs the chain from `fromVersion` up to `target`. Throws MigrationError when a step is missing
 *  or a migration throws (the caller keeps the raw data and tells the user). */
export function runMigrations(state: unknown, fromVersion: number, target = CURRENT_VERSION, registry: readonly Migration[] = MIGRATIONS): unknown {
  if (!Number.isInteger(fromVersion) || fromVersion < FIRST_VERSION) throw new MigrationError(`unknown version ${String(fromVersion)}`);
  let s = state;
  for (let v = fromVersion + 1; v <= target; v++) {
    const m = registry.find((x) => x.to === v);
    if (!m) throw new MigrationError(`no migration to version ${v}`);
    try {
      s = m.migrate(s);
    } catch (e) {
      throw new MigrationError(`migration ${m.name} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return s;
}

// How a store action changes one character: it hands an edit to updateCharacter (characters.ts).
import type { CasterState } from '../rules';
import type { Character } from './types';
import { fromCaster, toCaster } from './defaults';
import { fail, type Failure } from './result';

/** The next state of a character, or a failure (nothing changes).
 *  Must be a pure function of its argument: it may be applied again to a newer stored copy of the
 *  same character (another tab's edit came first), so it must not read the store or a character
 *  captured earlier. It may hand what it computed back to its action through a variable the action
 *  reads after updateCharacter returns (the last application counts). */
export type CharacterEdit = (c: Character) => Character | Failure;

/** Told of every character edit just before the store applies it in memory (persistence applies
 *  the same edit to the latest stored copy: docs/decisions/0007). `before` → `after` is what it did
 *  here. */
export type EditSink = (id: string, edit: CharacterEdit, before: Character, after: Character) => void;

export const isFailure = (r: Character | Failure): r is Failure => 'ok' in r && r.ok === false;

/** A rules function on the caster state, as an edit of the character. */
export type CasterOp = (s: CasterState) => { ok: true; next: CasterState } | { ok: false; error: string };

export const casterEdit =
  (op: CasterOp): CharacterEdit =>
  (c) => {
    const r = op(toCaster(c));
    return r.ok ? { ...c, caster: fromCaster(r.next) } : fail(r.error);
  };

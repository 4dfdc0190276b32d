// A full limit said before a spell is added or prepared (cantrips, spells known, spells prepared
// today): the player sees it where they act and the GM may allow more.
import type { ClassId, SpellStatus } from '../../rules';
import { deriveCharacter } from '../../store/derived';
import type { Character } from '../../store/types';

export interface FullLimit { code: 'cantripLimit' | 'knownLimit' | 'preparedLimit'; have: number; max: number }

/** The limit that `status` for a spell of `spellLevel` in `classId` would go over, or null.
 *  Always-prepared spells (domain, oath, circle) and a wizard's unprepared book count against none. */
export function fullLimit(character: Character, classId: ClassId, spellLevel: number, status: SpellStatus, levelOf: (id: string) => number | undefined): FullLimit | null {
  if (status === 'alwaysPrepared') return null;
  const cc = deriveCharacter(character, levelOf).classes.find((c) => c.classId === classId);
  if (!cc) return null;
  const limit: FullLimit | null =
    spellLevel === 0 ? { code: 'cantripLimit', ...cc.cantrips } : cc.spells && cc.spells.kind === status ? { code: `${cc.spells.kind}Limit`, have: cc.spells.have, max: cc.spells.max } : null;
  return limit && limit.max > 0 && limit.have >= limit.max ? limit : null;
}

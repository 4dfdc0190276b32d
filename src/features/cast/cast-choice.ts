// Which class casts and which way (slot level, pact, arcanum, ritual, scroll): the dialog's choices
// turned into a cast request. The options themselves come from the rules (availableCastOptions).
import { isOnClassList, type CastOption, type CastRequest, type ClassId } from '../../rules';
import type { Spell } from '../../data/types';
import type { Character } from '../../store/types';
import { isClassId } from '../../data/mechanics';
import { invocationGrantsOf } from '../../store/gear';

export const optionKey = (o: CastOption) => (o.kind === 'slot' ? `slot-${o.level}` : o.kind);

export function slotOf(o: CastOption): CastRequest['slot'] {
  switch (o.kind) {
    case 'slot':
      return { kind: 'slot', level: o.level };
    case 'ritual':
      return { kind: 'ritual' };
    default:
      return { kind: o.kind };
  }
}

/** The way the dialog starts with: the first that would be cast now; a wizard's Spell Mastery or
 *  unused signature spell, or an invocation's cast at will, before any slot (it costs nothing); a warlock's spell takes a pact
 *  slot before a slot of another class's Spellcasting (pact slots come back on a short rest). When
 *  none would, the way with the fewest refusals (first on a tie): a wizard's unprepared ritual with
 *  its costly material not yet ticked starts as a ritual, refused only for the material, not as a
 *  slot that is refused for the preparation too. `refusals` counts a way's blocking checks.
 *  Out of a fight a ritual comes before a slot: it costs ten minutes more and no slot, which is
 *  how a spell such as Detect Magic is cast between fights; in a fight there are no ten minutes. */
export function defaultOption<O extends CastOption>(options: readonly O[], classId: ClassId | null, refusals: (o: O) => number, inFight = false): O | undefined {
  const counts = new Map(options.map((o) => [o, refusals(o)]));
  const castsNow = (o: O) => counts.get(o) === 0;
  const free = options.find((o) => (o.kind === 'mastery' || o.kind === 'signature' || (o.kind === 'invocation' && !o.once)) && castsNow(o));
  if (free) return free;
  const ritual = inFight ? undefined : options.find((o) => o.kind === 'ritual' && castsNow(o));
  if (ritual) return ritual;
  const pact = classId === 'warlock' ? options.find((o) => o.kind === 'pact' && castsNow(o)) : undefined;
  return pact ?? options.reduce<O | undefined>((best, o) => (best === undefined || counts.get(o)! < counts.get(best)! ? o : best), undefined);
}

/** The class the dialog starts with: the one asked for, else the one that has the spell ready
 *  (not just in the wizard's book), else any owning it, else the first whose list has it. */
export function defaultClassOf(character: Character, spellId: string, spellClasses: readonly string[], wanted: string | undefined, casting: ClassId[]): ClassId | null {
  if (wanted && isClassId(wanted) && casting.includes(wanted)) return wanted;
  const owned = character.spells.find((o) => o.spellId === spellId && casting.includes(o.classId) && o.status !== 'inBook');
  if (owned) return owned.classId;
  const inBook = character.spells.find((o) => o.spellId === spellId && casting.includes(o.classId));
  if (inBook) return inBook.classId;
  return casting.find((c) => spellClasses.includes(c)) ?? casting[0] ?? null;
}

/** "Sesílám jako" offers the classes the spell belongs to: those that own it (the warlock when an
 *  invocation casts it), else those whose
 *  list has it, else (a GM's exception) every casting class. */
export function castAsClasses(character: Character, spell: Spell, casting: ClassId[]): ClassId[] {
  const invoked = (c: ClassId) => c === 'warlock' && invocationGrantsOf(character).some((g) => g.spellId === spell.id);
  const owning = casting.filter((c) => invoked(c) || character.spells.some((o) => o.spellId === spell.id && o.classId === c));
  if (owning.length) return owning;
  const listed = casting.filter((c) => {
    const cl = character.classes.find((x) => x.classId === c);
    return !!cl && isOnClassList(cl, spell);
  });
  return listed.length ? listed : casting;
}

// The one adapter from catalog spell data (src/data/types SpellData) to the rules' SpellMechanics.
// Differences: catalog classes are plain strings (unknown ones are dropped here), the catalog's
// duration carries its own concentration flag (either flag makes the spell a concentration spell),
// and the reaction trigger is UI text only. Metamagic reads the range, the saving throw, whether the
// spell deals damage and its single target (the SINGLE_TARGET table of SRD spells).
import { CLASS_IDS, type ClassId, type SpellMechanics } from '../rules';
import { SINGLE_TARGET } from './single-target';
import type { SpellData } from './types';

export function isClassId(x: string): x is ClassId {
  return (CLASS_IDS as readonly string[]).includes(x);
}

export function toMechanics(spell: SpellData): SpellMechanics {
  const m: SpellMechanics = {
    id: spell.id,
    level: spell.level,
    ritual: spell.ritual,
    concentration: spell.concentration || spell.duration.concentration,
    castingTime: { amount: spell.castingTime.amount, unit: spell.castingTime.unit },
    components: { ...spell.components },
    classes: spell.classes.filter(isClassId),
    duration: { unit: spell.duration.unit, ...(spell.duration.amount !== undefined ? { amount: spell.duration.amount } : {}), upTo: spell.duration.upTo },
  };
  if (spell.damageAtSlotLevel) m.damageAtSlotLevel = spell.damageAtSlotLevel;
  if (spell.damageAtCharacterLevel) m.damageAtCharacterLevel = spell.damageAtCharacterLevel;
  if (spell.healAtSlotLevel) m.healAtSlotLevel = spell.healAtSlotLevel;
  m.range = spell.range.kind === 'distance' ? { kind: 'distance', feet: spell.range.feet } : { kind: spell.range.kind };
  if (spell.save) m.save = true;
  if (spell.damageTypes?.length || spell.damageAtSlotLevel || spell.damageAtCharacterLevel) m.damage = true;
  if (spell.damageTypes?.length) m.damageTypes = spell.damageTypes;
  const targets = spell.homebrew ? undefined : SINGLE_TARGET[spell.id];
  if (targets) m.targets = targets;
  return m;
}

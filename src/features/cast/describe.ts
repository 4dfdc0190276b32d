// The one-line summary of a cast in the UI language, e.g.
// "Ohnivá koule na 5. úrovni: 10k6 ohnivého zranění, záchranný hod na Obratnost se SO 15, při úspěchu polovina".
// Numbers come from the store (derived DC / attack bonus, dice from the rules); this only words them.
import type { TFunction } from 'i18next';
import type { Spell } from '../../data/types';
import { atMaximum, formatDice, parseDice } from '../../lib/dice';
import { diceAt } from '../../store/queries';
import { projectilesOf, type Projectiles } from './projectiles';
import { targetsAt } from './targets';
import { toMechanics } from '../../data/mechanics';
import { CAST_DICE_TYPES } from '../../data/cast-dice-types';
import { signed } from '../../components/format';
import { archdruidLeavesOut, elementalAffinity, evocationCast, isArchdruidCast, lifeHealing, otherDice, type CastOption, type ClassId, type ClassLevel, type OtherDice } from '../../rules';

export type CastKind = CastOption['kind'];

export interface CastFacts {
  kind: CastKind;
  /** level the spell takes effect at (0 for cantrips) */
  castLevel: number;
  characterLevel: number;
  /** of the casting class; null when the class cannot cast */
  saveDC: number | null;
  attackBonus: number | null;
  abilityMod: number;
  /** Twinned Spell chosen: the spell targets a second creature */
  twinned?: boolean;
  /** the caster's classes, for features that change a spell's numbers (Life Domain, Evocation) */
  classes: readonly ClassLevel[];
  /** the class the spell is cast as (Empowered Evocation is for wizard spells) */
  castAs: ClassId | null;
  /** the Charisma modifier (Elemental Affinity adds it whichever class casts) */
  chaMod: number;
  /** a warlock's active invocations that change eldritch blast (rules blastInvocations) */
  blast?: readonly string[];
  /** Overchannel chosen: the damage at its maximum */
  overchannel?: boolean;
}

export interface CastSummary {
  headline: string;
  parts: string[];
  text: string;
  damage: string | null;
  heal: string | null;
  /** dice that are neither damage nor healing (Sleep, False Life, Aid): what they count */
  other: { meaning: OtherDice; dice: string } | null;
  projectiles: Projectiles | null;
  attack: boolean;
}

/** "1." in Czech, "1st" in English. */
export function ord(t: TFunction, n: number): string {
  return t('cast.ord', { count: n, ordinal: true });
}

/** Dice with a modifier added: "1d10 + 3", "1d10 - 1". */
const plusMod = (dice: string, mod: number) => `${dice} ${mod < 0 ? '-' : '+'} ${Math.abs(mod)}`;

export function describeCast(t: TFunction, lng: string, spell: Spell, f: CastFacts): CastSummary {
  const name = spell.text.name;
  const mech = toMechanics(spell);
  let headline: string;
  if (f.kind === 'cantrip' || spell.level === 0) headline = t('cast.summary.cantrip', { name, level: f.characterLevel, ord: ord(t, f.characterLevel) });
  else if (f.kind === 'ritual') headline = t('cast.summary.ritual', { name, ord: ord(t, spell.level) });
  else if (f.kind === 'scroll') headline = t('cast.summary.scroll', { name, ord: ord(t, spell.level) });
  else headline = t('cast.summary.atLevel', { name, ord: ord(t, f.castLevel) });

  const rolled = diceAt(mech, spell.level === 0 ? 0 : f.castLevel, f.characterLevel);
  // Sleep's 5d8 is no damage and False Life's 1d4 + 4 no healing: said (and rolled) as what they are
  const meaning = otherDice(spell.id);
  const otherExpr = meaning ? (rolled.damage ?? rolled.heal) : null;
  const other = meaning && otherExpr ? { meaning, dice: otherExpr } : null;
  const plain = other ? { damage: null, heal: null } : rolled;
  const life = plain.heal && spell.level > 0 ? lifeHealing(f.classes, f.castLevel) : null;
  const evo = evocationCast(f.classes, { school: spell.school, level: spell.level, save: !!spell.save, damage: !!plain.damage, area: !!spell.area }, spell.level === 0 ? 0 : f.castLevel, f.castAs);
  const beams = projectilesOf(spell.id, spell.level === 0 ? 0 : f.castLevel, f.characterLevel);
  const blast = spell.id === 'eldritch-blast' ? (f.blast ?? []) : [];
  const agonizing = blast.includes('agonizing-blast') && f.chaMod !== 0;
  const projectiles = beams && agonizing ? { ...beams, each: plusMod(beams.each, f.chaMod) } : beams;
  // Empowered Evocation adds to one damage roll: the total's, or one missile's (said, not added)
  const empowered = evo.empowered && !projectiles;
  const spellTypes = CAST_DICE_TYPES[spell.id] ?? spell.damageTypes ?? [];
  // Elemental Affinity: to the roll of the ancestor's type — the total's when it is the only type
  const affinity = plain.damage ? elementalAffinity(f.classes, spell.damageTypes ?? []) : null;
  const affinityAdded = affinity !== null && !projectiles && spellTypes.length === 1 && f.chaMod !== 0;
  const damage = plain.damage && empowered ? `${plain.damage} + MOD` : plain.damage;
  const dice = { damage: damage && affinityAdded ? plusMod(damage, f.chaMod) : damage, heal: life?.bonus ? `${plain.heal} + ${life.bonus}` : plain.heal };
  const fmt = (d: string) => formatDice(d, { lng, mod: f.abilityMod });
  // Overchannel (damage) and Supreme Healing (healing): every die at its highest number, a number
  // to say, nothing to roll
  const highest = (d: string, l: string) => {
    const e = parseDice(d);
    return e ? formatDice(atMaximum(e), { lng: l, mod: f.abilityMod }) : d;
  };
  const fmtDamage = (d: string) => (f.overchannel ? highest(d, lng) : fmt(d));
  const types = spellTypes.map((d) => t(`cast.damageGen.${d}`));
  // Several types: one term of dice each (Flame Strike's 4d6 fire and 4d6 radiant), or else one of
  // them (Glyph of Warding's chosen rune, Spirit Guardians' radiant or necrotic)
  const typeText = (d: string) => new Intl.ListFormat(lng, { type: (parseDice(d)?.terms.length ?? 1) >= types.length ? 'conjunction' : 'disjunction' }).format(types);
  const damageText = (d: string) => (types.length ? t('cast.summary.damage', { dice: fmtDamage(d), type: typeText(d) }) : t('cast.summary.damagePlain', { dice: fmtDamage(d) }));

  const parts: string[] = [];
  if (projectiles) {
    parts.push(`${t(`cast.projectile.${projectiles.noun}`, { count: projectiles.count })}, ${t(`cast.summary.each_${projectiles.noun}`, { damage: damageText(projectiles.each) })}`);
    if (projectiles.noun === 'dart' && dice.damage) parts.push(t('cast.summary.total', { dice: fmtDamage(dice.damage) }));
  } else if (dice.damage) {
    parts.push(damageText(dice.damage));
  }
  const maxed = !!life?.maxDice && !!dice.heal;
  const heal = maxed ? null : dice.heal;
  if (dice.heal) parts.push(t('cast.summary.heal', { dice: maxed ? highest(dice.heal, lng) : fmt(dice.heal) }));
  if (maxed) parts.push(t('cast.summary.supremeHealing'));
  if (life?.bonus) parts.push(t('cast.summary.discipleOfLife', { bonus: life.bonus }));
  if (life?.selfHeal) parts.push(t('cast.summary.blessedHealer', { count: life.selfHeal }));
  if (other) parts.push(t(`cast.summary.${other.meaning}`, { dice: fmt(other.dice) }));
  if (evo.empowered) parts.push(t(empowered ? 'cast.summary.empowered' : 'cast.summary.empoweredOne', { mod: signed(f.abilityMod) }));
  if (affinity) parts.push(t(affinityAdded ? 'cast.summary.affinity' : 'cast.summary.affinityOne', { mod: signed(f.chaMod), type: t(`cast.damageGen.${affinity}`) }));
  if (agonizing) parts.push(t('cast.summary.agonizing', { mod: signed(f.chaMod) }));
  if (blast.includes('eldritch-spear')) parts.push(t('cast.summary.eldritchSpear'));
  if (blast.includes('repelling-blast')) parts.push(t('cast.summary.repellingBlast'));
  if (f.overchannel && dice.damage) parts.push(t('cast.summary.overchannel'));
  // Twinned Spell fits only a spell of one creature: that one and a second
  const ownTargets = spell.level > 0 ? targetsAt(spell.id, spell.level, f.castLevel) : null;
  const targets = f.twinned ? (ownTargets ?? 1) + 1 : ownTargets;
  if (targets !== null) parts.push(t('cast.summary.targets', { count: targets }));
  // a higher slot than the spell's own: say when it changes nothing (no "At Higher Levels")
  if (spell.level > 0 && f.kind !== 'ritual' && f.castLevel > spell.level && !spell.text.higherLevels?.length) parts.push(t('cast.summary.noUpcast'));
  const attack = spell.attackType !== undefined || (projectiles !== null && projectiles.noun !== 'dart');
  if (attack && f.attackBonus !== null) parts.push(t('cast.summary.attack', { bonus: signed(f.attackBonus) }));
  if (spell.save && f.saveDC !== null) {
    const ability = t(`cast.saveAbility.${spell.save.ability}`);
    parts.push(t(spell.save.onSuccess === 'half' && !evo.potentCantrip ? 'cast.summary.saveHalf' : 'cast.summary.save', { ability, dc: f.saveDC }));
  }
  // a feature that changes the rules of this cast is a sentence of its own ("Tvarování kouzel: …")
  const notes: string[] = [];
  if (evo.potentCantrip) notes.push(t('cast.summary.potentCantrip'));
  if (evo.sculpt) notes.push(t('cast.summary.sculpt', { count: evo.sculpt }));
  if (f.castAs && isArchdruidCast(f.classes, f.castAs) && archdruidLeavesOut(mech)) notes.push(t('cast.summary.archdruid'));
  const base = parts.length ? `${headline}: ${parts.join(', ')}` : headline;
  const text = notes.length ? `${base}. ${notes.join('. ')}.` : base;
  // at maximum the damage is a number: the roller gets no damage dice (a ray's own is a number too)
  const rolledProjectiles = f.overchannel && projectiles ? { ...projectiles, each: highest(projectiles.each, 'en') } : projectiles;
  return { headline, parts: [...parts, ...notes], text, damage: f.overchannel ? null : dice.damage, heal, other, projectiles: rolledProjectiles, attack };
}

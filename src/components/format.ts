// Small display helpers shared by the characters and spellbook screens (no rules here).
import type { TFunction } from 'i18next';
import { DRAGON_ANCESTRY, KNOWN_SUBCLASS, type ActiveEffect, type ClassLevel, type DragonAncestry } from '../rules';

/** The text with its first letter upper-case in the language's rules ("zaklínání" → "Zaklínání"). */
export function capitalize(s: string, lng?: string): string {
  return s.charAt(0).toLocaleUpperCase(lng) + s.slice(1);
}

/** "Štít, Rychlost a Ohnivá koule" / "Shield, Haste, and Fireball": the language's "and" list. */
export function andList(lng: string, items: readonly string[]): string {
  return new Intl.ListFormat(lng, { type: 'conjunction' }).format(items);
}

/** How high the free wizard spells may be: "každé nejvýš 3. úrovně", or per the level each pair
 *  came at, "z toho 8 nejvýš 1. úrovně, 4 nejvýš 2. úrovně a 2 nejvýš 3. úrovně" (rules freeWizardSpells). */
export function freeWizardLimit(t: TFunction, lng: string, tiers: readonly { maxLevel: number; count: number }[]): string {
  if (tiers.length === 1) return t('spellbook.free.each', { maxLevel: tiers[0].maxLevel });
  return t('spellbook.free.split', { list: andList(lng, tiers.map((x) => t('spellbook.free.tier', { count: x.count, maxLevel: x.maxLevel }))) });
}

/** +3, +0, −1 (a real minus sign). */
export function signed(n: number): string {
  return n < 0 ? `−${Math.abs(n)}` : `+${n}`;
}

/** "Kouzelník", or "Bojovník (Čaroknecht)", "Bard (Kolej vědění)" for a subclass that changes spells. */
export function className(t: TFunction, c: Pick<ClassLevel, 'classId' | 'subclassId'>): string {
  const base = t(`characters.class.${c.classId}`);
  return c.subclassId && KNOWN_SUBCLASS[c.classId] === c.subclassId ? `${base} (${t(`characters.subclass.${c.subclassId}`)})` : base;
}

/** "Kouzelník 5 / Klerik 2": a class and its level never part at a line break (no-break space). */
export function classesLabel(t: TFunction, classes: readonly ClassLevel[]): string {
  if (!classes.length) return t('characters.noClasses');
  return classes.map((c) => `${className(t, c)}\u00a0${c.level}`).join(' / ');
}

/** A dragon ancestor with the damage type it gives Elemental Affinity: "Červený drak (ohnivé zranění)". */
export function ancestryLabel(t: TFunction, ancestry: DragonAncestry): string {
  return t('characters.ancestry', { dragon: t(`characters.dragon.${ancestry}`), type: t(`catalog.damageType.${DRAGON_ANCESTRY[ancestry]}`) });
}

/** A running effect as a list shows it: `name` (its spell's, or for Elemental Affinity "Odolnost vůči
 *  ohnivému zranění") and `on` (its target, or the spell the resistance came with; '' for none). */
export function effectLabel(t: TFunction, e: Pick<ActiveEffect, 'spellId' | 'target' | 'resistance'>, spellName: (id: string) => string): { name: string; on: string } {
  return e.resistance
    ? { name: t('tracker.effects.resistance', { type: t(`cast.damageDat.${e.resistance}`) }), on: t('tracker.effects.affinity', { spell: spellName(e.spellId) }) }
    : { name: spellName(e.spellId), on: e.target };
}

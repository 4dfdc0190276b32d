// Print-specific display texts built from a spell's mechanics through i18n (both languages).
import { formatAreaFact, formatCastingTime, formatDuration, formatRange, formatComponents, type TFn } from '../../data/format-fields';
import type { Spell } from '../../data/types';
import { spellLevelSchool } from '../../components/SpellBadges';
import { capitalize, signed } from '../../components/format';
import type { ClassCasting } from '../../store/derived';
import type { PrintSpell } from './print-spells';

/** "Zaklínání 3. úrovně", "Trik – zaklínání", "Věštění 1. úrovně (rituál)" (the catalog's label). */
export function levelSchool(t: TFn, lng: string, spell: Pick<Spell, 'level' | 'school' | 'ritual'>): string {
  return capitalize(spellLevelSchool(t, spell), lng);
}

/** The marks after a card's or an entry's level and school: "soustředění", "vlastní kouzlo" (a homebrew
 *  spell: the print's SRD credit is not about its text). */
export function longMarks(t: TFn, spell: Pick<Spell, 'concentration' | 'homebrew'>): string[] {
  return [spell.concentration && t('print.mark.concentrationLong'), spell.homebrew && t('print.mark.homebrewLong')].filter((m): m is string => !!m);
}

/** The sheet's fields: components as letters plus the value of a costly material; the area only
 *  where the range text does not say it all (a second form, a self line's width), the table being
 *  short. */
export function shortFields(t: TFn, lng: string, spell: Spell) {
  const c = spell.components;
  let components = formatComponents(t, spell);
  if (c.m && c.costGp) components += ` (${t('print.gp', { n: new Intl.NumberFormat(lng).format(c.costGp) })}${c.consumed ? `, ${t('print.consumed')}` : ''})`;
  return {
    castingTime: formatCastingTime(t, spell),
    range: formatRange(t, lng, spell),
    area: spell.areaOr || spell.range.kind === 'self' ? formatAreaFact(t, lng, spell) : undefined,
    components,
    duration: formatDuration(t, spell),
  };
}

/** The card's and the sheet entry's full fields: the reaction's trigger and the material named;
 *  the area as the spell block's row (both forms of Forcecage), undefined when the range says it. */
export function fullFields(t: TFn, lng: string, spell: Spell) {
  return {
    castingTime: formatCastingTime(t, spell),
    range: formatRange(t, lng, spell),
    area: formatAreaFact(t, lng, spell),
    components: formatComponents(t, spell, spell.text.material),
    duration: formatDuration(t, spell),
  };
}

/** A card's field beyond the spell's own: the character's save DC or spell attack bonus. */
export interface CardNumber { key: 'save' | 'attack'; value: string }

/** Per spell id, the numbers a character's card adds: "Obratnost, SO 15" for a save, "+7" for a
 *  spell attack — from the class (or classes) the character has the spell through; two classes with
 *  different numbers are both named. */
export function cardNumbers(t: TFn, spells: readonly PrintSpell[], classes: readonly ClassCasting[]): Map<string, CardNumber[]> {
  const out = new Map<string, CardNumber[]>();
  for (const { spell, owned } of spells) {
    const casting = classes.filter((c) => owned.some((o) => o.classId === c.classId));
    if (!casting.length) continue;
    const byClass = (value: (c: ClassCasting) => string) => {
      const values = new Set(casting.map(value));
      return values.size === 1 ? [...values][0] : casting.map((c) => t('print.cards.byClass', { value: value(c), class: t(`catalog.class.${c.classId}`) })).join(', ');
    };
    const numbers: CardNumber[] = [];
    if (spell.save) numbers.push({ key: 'save', value: t('print.cards.save', { ability: t(`characters.ability.${spell.save.ability}`), dc: byClass((c) => String(c.saveDC)) }) });
    if (spell.attackType) numbers.push({ key: 'attack', value: byClass((c) => signed(c.attackBonus)) });
    if (numbers.length) out.set(spell.id, numbers);
  }
  return out;
}

// Roll a spell's attack, damage or healing with every die shown. Rolls are only shown: they never
// change the game state.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { d20, doubleDice, formatDice, formatRoll, parseDice, rollDice, type DiceExpr, type RollResult } from '../../lib/dice';
import type { Projectiles } from './projectiles';
import type { OtherDice } from '../../rules';
import { RangedAttackNote } from '../../components/RangedAttackNote';

export type RollKind = 'attack' | 'damage' | 'heal' | 'save';

export interface RollEntry {
  id: number;
  kind: RollKind;
  label: string;
  result: RollResult;
  /** natural roll of a d20 (attack / save) */
  natural?: number;
  /** with advantage or disadvantage: the other d20, rolled and discarded */
  discarded?: number;
  mode?: 'advantage' | 'disadvantage';
}

/** The list of rolls, newest first, each die visible. */
export function RollList({ rolls }: { rolls: RollEntry[] }) {
  const { t } = useTranslation();
  if (rolls.length === 0) return null;
  return (
    <ol aria-label={t('cast.dice.results')} className="mt-3 flex flex-col gap-2" aria-live="polite">
      {rolls.map((r) => (
        <li key={r.id} className="rounded-lg border border-stone-200 bg-stone-50 p-2 dark:border-stone-700 dark:bg-stone-800" data-testid="roll">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold">{r.label}:</span>
            <span className="text-2xl font-bold tabular-nums" data-testid="roll-total">{r.result.total}</span>
            {/* the sum only when it says more than the total (more dice, or a bonus) */}
            {(r.result.dice.length > 1 || r.result.flat !== 0) && <span className="text-sm text-stone-600 dark:text-stone-300">({formatRoll(r.result)})</span>}
          </div>
          {r.result.dice.length > 1 && (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label={formatRoll(r.result)}>
            {r.result.dice.map((d, i) => (
              <li
                key={i}
                title={t('cast.dice.dieLabel', { sides: d.sides, value: d.value })}
                className={`flex min-w-8 items-center justify-center rounded-md border px-1.5 py-0.5 text-sm font-semibold tabular-nums ${d.value === d.sides ? 'border-accent-600 bg-accent-100 text-accent-900 dark:bg-accent-900/50 dark:text-accent-100' : d.value === 1 ? 'border-stone-400 bg-white text-stone-500 dark:bg-stone-900 dark:text-stone-400' : 'border-stone-300 bg-white dark:border-stone-600 dark:bg-stone-900'}`}
              >
                <span className="sr-only">{t('cast.dice.dieLabel', { sides: d.sides, value: d.value })}</span>
                <span aria-hidden="true">{d.value}</span>
              </li>
            ))}
          </ul>
          )}
          {r.discarded !== undefined && <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t(r.mode === 'advantage' ? 'cast.dice.discardedAdvantage' : 'cast.dice.discarded', { value: r.discarded })}</p>}
          {r.kind === 'attack' && r.natural === 20 && <p className="mt-1 text-sm font-semibold text-accent-800 dark:text-accent-200">{t('cast.dice.nat20')}</p>}
          {r.kind === 'attack' && r.natural === 1 && <p className="mt-1 text-sm font-semibold text-red-800 dark:text-red-300">{t('cast.dice.nat1')}</p>}
        </li>
      ))}
    </ol>
  );
}

let nextId = 1;
export function makeRoll(kind: RollKind, label: string, expr: DiceExpr | string, mod = 0): RollEntry | null {
  const result = rollDice(expr, { mod });
  if (!result) return null;
  const natural = kind === 'attack' || kind === 'save' ? result.dice[0]?.value : undefined;
  return { id: nextId++, kind, label, result, natural };
}

/** An attack with disadvantage (ch. 10: a ranged spell attack within 1 sáh of a hostile creature that
 *  sees you and isn't incapacitated): two d20s, the lower one counts. */
export function makeDisadvantageRoll(label: string, bonus: number): RollEntry | null {
  const a = makeRoll('attack', label, d20(bonus));
  const b = makeRoll('attack', label, d20(bonus));
  if (!a || !b) return null;
  const [low, high] = a.result.total <= b.result.total ? [a, b] : [b, a];
  return { ...low, discarded: high.natural, mode: 'disadvantage' };
}

/** An attack with advantage: two d20s, the higher one counts. */
export function makeAdvantageRoll(label: string, bonus: number): RollEntry | null {
  const a = makeRoll('attack', label, d20(bonus));
  const b = makeRoll('attack', label, d20(bonus));
  if (!a || !b) return null;
  const [low, high] = a.result.total <= b.result.total ? [a, b] : [b, a];
  return { ...high, discarded: low.natural, mode: 'advantage' };
}

export function DiceRoller({ attackBonus, damage, heal, other = null, mod, projectiles, ranged = false, selfNecrotic = null, onSelfNecrotic }: { attackBonus: number | null; damage: string | null; heal: string | null; other?: { meaning: OtherDice; dice: string } | null; mod: number; projectiles: Projectiles | null; ranged?: boolean; selfNecrotic?: string | null; onSelfNecrotic?: (total: number) => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [rolls, setRolls] = useState<RollEntry[]>([]);
  const add = (e: RollEntry | null) => e && setRolls((r) => [e, ...r].slice(0, 10));
  // rays and beams: each one is its own attack, so damage is rolled per projectile
  const perProjectile = projectiles !== null && projectiles.noun !== 'dart';
  // a number (damage at its maximum) is said, not rolled: only dice get a button
  const damageExpr = [perProjectile ? projectiles.each : damage].find((d) => d && /d/.test(d)) ?? null;
  // Aid's flat "5" is no roll: only dice get a button
  const otherRoll = other && /d/.test(other.dice) && parseDice(other.dice) ? other : null;
  if (attackBonus === null && !damageExpr && !heal && !otherRoll && !selfNecrotic) return null;
  return (
    <section aria-labelledby="dice-title" className="mt-4">
      <h3 id="dice-title" className="text-base font-semibold">{t('cast.dice.title')}</h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {attackBonus !== null && (
          <Button onClick={() => add(makeRoll('attack', t('cast.dice.attack'), d20(attackBonus)))}>
            {t('cast.dice.rollAttack', { dice: formatDice(d20(attackBonus), { lng }) })}
          </Button>
        )}
        {attackBonus !== null && (
          <>
            <Button onClick={() => add(makeAdvantageRoll(t('cast.dice.attackAdvantage'), attackBonus))}>{t('cast.dice.rollAdvantage')}</Button>
            <Button onClick={() => add(makeDisadvantageRoll(t('cast.dice.attackDisadvantage'), attackBonus))}>{t('cast.dice.rollDisadvantage')}</Button>
          </>
        )}
        {damageExpr && parseDice(damageExpr) && (
          <Button onClick={() => add(makeRoll('damage', t('cast.dice.damage'), damageExpr, mod))}>
            {perProjectile
              ? t('cast.dice.rollDamageOne', { noun: t(`cast.dice.nounOne.${projectiles.noun}`), dice: formatDice(damageExpr, { lng, mod }) })
              : t('cast.dice.rollDamage', { dice: formatDice(damageExpr, { lng, mod }) })}
          </Button>
        )}
        {attackBonus !== null && damageExpr && parseDice(damageExpr) && (
          <Button onClick={() => add(makeRoll('damage', t('cast.dice.critical'), doubleDice(parseDice(damageExpr)!), mod))}>
            {t('cast.dice.rollCritical', { dice: formatDice(doubleDice(parseDice(damageExpr)!), { lng, mod }) })}
          </Button>
        )}
        {heal && parseDice(heal) && (
          <Button onClick={() => add(makeRoll('heal', t('cast.dice.heal'), heal, mod))}>{t('cast.dice.rollHeal', { dice: formatDice(heal, { lng, mod }) })}</Button>
        )}
        {otherRoll && (
          <Button onClick={() => add(makeRoll('heal', t(`cast.dice.${otherRoll.meaning}`), otherRoll.dice, mod))}>{t(`cast.dice.roll_${otherRoll.meaning}`, { dice: formatDice(otherRoll.dice, { lng, mod }) })}</Button>
        )}
        {selfNecrotic && (
          <Button
            onClick={() => {
              const roll = makeRoll('damage', t('cast.dice.selfNecrotic'), selfNecrotic);
              add(roll);
              if (roll) onSelfNecrotic?.(roll.result.total);
            }}
          >
            {t('cast.dice.rollSelfNecrotic', { dice: formatDice(selfNecrotic, { lng }) })}
          </Button>
        )}
      </div>
      {attackBonus !== null && ranged && <RangedAttackNote className="mt-2" />}
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('cast.dice.note')}</p>
      <RollList rolls={rolls} />
    </section>
  );
}

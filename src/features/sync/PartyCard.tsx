// One character at the GM's table, read-only: name, classes and levels, free/total slots per level
// (with slots created by Font of Magic), pact slots, Mystic Arcanum, sorcery points, concentration,
// effects with remaining time, save DC, spell attack, incapacitated. A value that just changed lights up.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Character } from '../../store/types';
import { deriveCharacter } from '../../store/derived';
import { className, classesLabel, effectLabel, signed } from '../../components/format';
import { RemainingTime } from '../../components/RemainingTime';
import { freeSlotsOf, sorceryPointsLeft } from '../../store/queries';

function Pips({ free, total }: { free: number; total: number }) {
  return (
    <span aria-hidden="true" className="flex flex-wrap gap-1">
      {Array.from({ length: total }, (_, i) => (
        <span key={i} className={`size-4 rounded-full border-2 ${i < free ? 'border-accent-700 bg-accent-600 dark:border-accent-200 dark:bg-accent-300' : 'border-stone-400 dark:border-stone-500'}`} />
      ))}
    </span>
  );
}

/** How long a changed row stays lit: long enough for a GM who looked away for a moment. */
export const CHANGED_MS = 4_000;

/** True for CHANGED_MS after `value` changes (never for the first value): what a player just spent. */
function useJustChanged(value: string): boolean {
  const [last, setLast] = useState(value);
  const [lit, setLit] = useState(false);
  if (value !== last) {
    setLast(value);
    setLit(true);
  }
  useEffect(() => {
    if (!lit) return;
    const timer = setTimeout(() => setLit(false), CHANGED_MS);
    return () => clearTimeout(timer);
  }, [lit, last]);
  return lit;
}

const litClass = (lit: boolean) => `-mx-1 rounded-md px-1 transition-colors duration-700 ${lit ? 'bg-amber-100 dark:bg-amber-900/60' : ''}`;

/** One row of the resources; lit for a while when `value` changes. */
function Line({ value, testId, children }: { value: string; testId: string; children: ReactNode }) {
  const lit = useJustChanged(value);
  return (
    <li className={`col-span-3 grid grid-cols-subgrid items-center ${litClass(lit)}`} data-testid={testId} data-changed={lit || undefined}>
      {children}
    </li>
  );
}

/** `online`: a device of the player has the character open (else these are its last known values);
 *  `stale`: the GM's own connection is down, so nothing on the card is known to be current;
 *  `overlaps`: effect index → names of the other characters holding the same spell on that target;
 *  `movedTo`: the player moved the character to that server: its values here are not shown (they
 *  would look live and never change again), only where it went. */
export function PartyCard({ c, spellName, online, stale = false, overlaps, movedTo }: { c: Character; spellName: (id: string) => string; online: boolean; stale?: boolean; overlaps?: ReadonlyMap<number, string[]>; movedTo?: string }) {
  const { t } = useTranslation();
  const d = deriveCharacter(c);
  const round = c.caster.turn.round;
  // slots created with Font of Magic come on top of the table maximum, as on the combat screen
  const free = freeSlotsOf(c);
  const slots = d.slotsMax.map((max, i) => ({ level: i + 1, total: max + Math.max(0, c.caster.extraSlots?.[i] ?? 0), free: Math.max(0, free[i]) })).filter((s) => s.total > 0);
  const pactFree = d.pact ? Math.max(0, d.pact.count - c.caster.spentPact) : 0;
  // concentration gained or lost lights up too
  const concentrationLit = useJustChanged(c.caster.concentration?.spellId ?? '');
  const points = d.sorceryPointsMax > 0 ? { free: Math.max(0, sorceryPointsLeft(c)), total: d.sorceryPointsMax } : null;
  const headingId = `party-${c.id}`;
  if (movedTo)
    return (
      <article aria-labelledby={headingId} className="grid gap-2 rounded-xl border border-dashed border-stone-300 p-4 dark:border-stone-700" data-testid="party-card">
        <h2 id={headingId} className="[overflow-wrap:anywhere] font-serif text-2xl font-bold">
          {c.name}
        </h2>
        <p role="status" data-testid="party-moved" className="[overflow-wrap:anywhere]">
          {t('table.moved', { server: movedTo })}
        </p>
      </article>
    );
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm dark:border-stone-700 dark:bg-stone-900" data-testid="party-card">
      <header className="flex flex-wrap items-baseline gap-2">
        <h2 id={headingId} className="mr-auto [overflow-wrap:anywhere] font-serif text-2xl font-bold">
          {c.name}
        </h2>
        {(stale || !online) && (
          <span className="rounded-full bg-stone-200 px-3 py-1 text-sm text-stone-800 dark:bg-stone-800 dark:text-stone-200" data-testid="party-offline">
            {t(stale ? 'table.stale' : 'table.offline')}
          </span>
        )}
        {c.conditions.incapacitated && <span className="rounded-full bg-red-100 px-3 py-1 font-semibold text-red-900 dark:bg-red-900/50 dark:text-red-100">{t('table.incapacitated')}</span>}
      </header>
      <p className="text-lg">{classesLabel(t, c.classes)}</p>
      {/* mid-fight the GM asks first who concentrates on what: right under the name */}
      <div data-testid="party-concentration" data-changed={concentrationLit || undefined} className={litClass(concentrationLit)}>
        <p className={c.caster.concentration ? 'border-l-4 border-accent-600 pl-2 text-lg dark:border-accent-300' : ''}>
          {c.caster.concentration ? (
            <>
              <span className="text-stone-600 dark:text-stone-400">{t('table.concentration')} </span>
              <strong>{spellName(c.caster.concentration.spellId)}</strong>
              {c.caster.concentration.endsAtRound != null && (
                <span className="text-stone-600 dark:text-stone-400"> · <RemainingTime rounds={Math.max(0, c.caster.concentration.endsAtRound - round)} /></span>
              )}
            </>
          ) : (
            <span className="text-stone-600 dark:text-stone-400">{t('table.noConcentration')}</span>
          )}
        </p>
      </div>
      {d.classes.length > 0 && (
        <div className="grid grid-cols-2 gap-2 text-lg">
          {d.classes.map((cl) => (
            <div key={cl.classId} className="contents">
              {d.classes.length > 1 && <p className="col-span-2 -mb-2 text-sm font-semibold">{className(t, cl)}</p>}
              <dl className="contents">
                <div>
                  <dt className="text-sm text-stone-600 dark:text-stone-400">{t('table.dc')}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{cl.saveDC}</dd>
                </div>
                <div>
                  <dt className="text-sm text-stone-600 dark:text-stone-400">{t('table.attack')}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{signed(cl.attackBonus)}</dd>
                </div>
              </dl>
            </div>
          ))}
        </div>
      )}
      <section aria-label={t('table.slots')}>
        {slots.length === 0 && !d.pact && !points ? (
          <p className="text-stone-600 dark:text-stone-400">{t('table.noSlots')}</p>
        ) : (
          <ul className="grid grid-cols-[max-content_1fr_max-content] gap-x-3 gap-y-1.5">
            {slots.map((s) => (
              <Line key={s.level} value={`${s.free}/${s.total}`} testId={`party-slot-${s.level}`}>
                <span className="font-semibold">{t('table.slotLevel', { level: s.level })}</span>
                <Pips free={s.free} total={s.total} />
                <span className="col-start-3 text-right tabular-nums text-lg">
                  {s.free}/{s.total}
                  <span className="sr-only"> {t('table.slotFree', { count: s.free, total: s.total })}</span>
                </span>
              </Line>
            ))}
            {d.pact && (
              <Line value={`${pactFree}/${d.pact.count}`} testId="party-pact">
                <span className="font-semibold">{t('table.pact', { level: d.pact.slotLevel })}</span>
                <Pips free={pactFree} total={d.pact.count} />
                <span className="col-start-3 text-right tabular-nums text-lg">
                  {pactFree}/{d.pact.count}
                  <span className="sr-only"> {t('table.slotFree', { count: pactFree, total: d.pact.count })}</span>
                </span>
              </Line>
            )}
            {d.arcanumLevels.length > 0 && (
              <Line value={c.caster.arcanumUsed.join()} testId="party-arcanum">
                <span className="font-semibold">{t('tracker.arcanum.short')}</span>
                <span className="flex flex-wrap gap-1">
                  {d.arcanumLevels.map((level) => {
                    const used = c.caster.arcanumUsed.includes(level);
                    return (
                      <span key={level} data-used={used} className={`flex h-7 min-w-7 items-center justify-center rounded-full border-2 px-1.5 text-sm font-bold ${used ? 'border-stone-400 text-stone-500 line-through dark:border-stone-500 dark:text-stone-400' : 'border-accent-700 bg-accent-600 text-white dark:border-accent-200 dark:bg-accent-300 dark:text-stone-950'}`}>
                        <span aria-hidden="true">{level}</span>
                        <span className="sr-only">{t(used ? 'table.arcanumUsed' : 'table.arcanumFree', { level })}</span>
                      </span>
                    );
                  })}
                </span>
              </Line>
            )}
            {points && (
              <Line value={`${points.free}/${points.total}`} testId="party-sorcery">
                <span className="font-semibold">{t('tracker.sorcery.short')}</span>
                <span className="col-start-3 text-right tabular-nums text-lg">
                  {points.free}/{points.total}
                  <span className="sr-only"> {t('table.sorceryFree', { count: points.free, total: points.total })}</span>
                </span>
              </Line>
            )}
          </ul>
        )}
      </section>
      {c.caster.effects.length > 0 && (
        <section aria-label={t('table.effects')}>
          <h3 className="font-semibold">{t('table.effects')}</h3>
          <ul className="grid gap-1">
            {c.caster.effects.map((e, i) => {
              const label = effectLabel(t, e, spellName);
              return (
                <li key={`${e.spellId}-${e.target}-${i}`}>
                  <strong>{label.name}</strong> · {label.on && <>{label.on} · </>}<RemainingTime rounds={e.endsAtRound === null ? null : Math.max(0, e.endsAtRound - round)} />
                  {overlaps?.has(i) && (
                    <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
                      {t('table.noStack', { names: overlaps.get(i)!.join(', ') })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </article>
  );
}

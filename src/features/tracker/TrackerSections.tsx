// The sections of the table screen (/boj) above the thumb panel. Each one is memoized and subscribes
// only to the parts of the character it shows (useCharacterValue), so a slot tap or a toggled
// condition does not re-render the rest of the screen. Props from the screen must stay stable
// (callbacks from useCallback, the catalog map) or the memo is lost.
import { memo, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIfLost } from '../../lib/focus-if-lost';
import { Button } from '../../components/Button';
import { classesLabel, effectLabel } from '../../components/format';
import type { Spell } from '../../data/types';
import { hasEldritchMaster, overchannelSelfDamage, overchannelUses, recoveryClassLevel } from '../../rules';
import { formatDice } from '../../lib/dice';
import { useAppStore } from '../../store/app-store';
import type { ActionResult } from '../../store/result';
import type { EndedConcentration } from '../../store/table';
import { concentrationAt, effectsAt } from '../../store/queries';
import { ConditionsFields } from '../cast/entry';
import { WhyLink } from '../rules-reference/entry';
import { SyncBadge, useSyncOn } from '../sync/entry';
import { RemainingTime } from '../../components/RemainingTime';
import { useCharacterValue } from '../../store/hooks';
import { WizardFreeCasts } from './WizardFreeCasts';
import { CharacterSwitch } from '../../components/CharacterSwitch';
import { tableActions } from '../../store/table';

const table = tableActions(useAppStore);

/** Shows the result of an action in the thumb panel; `onUndo` adds a "Vrátit" to the message. */
export type Report = (r: ActionResult, okText?: string, onUndo?: () => void) => void;

/** Runs a fight action and reports it with "Vrátit": a mis-tap mid-fight is put right in one tap. */
export function reportUndoable(report: Report, id: string, run: () => ActionResult, okText: string, undoneText: string): ActionResult {
  const { result, undo } = table.withUndo(id, run);
  report(result, okText, undo && (() => report(undo(), undoneText)));
  return result;
}
type NameOf = (spellId: string) => string;

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-800 dark:bg-stone-900">
      <h2 id={id} className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export const TrackerHeader = memo(function TrackerHeader({ id, report }: { id: string; report: Report }) {
  const { t } = useTranslation();
  const name = useCharacterValue(id, (c) => c.name) ?? '';
  const classes = useCharacterValue(id, (c) => c.classes);
  const round = useCharacterValue(id, (c) => c.caster.turn.round) ?? 0;
  const syncOn = useSyncOn((s) => s.on);
  const classLine = classes?.length ? classesLabel(t, classes) : '';
  return (
    <header className="flex flex-wrap items-end justify-between gap-2">
      <div className="min-w-0">
        <h1 className="font-serif text-2xl font-bold">{t('tracker.heading', { name })}</h1>
        <p className="text-stone-600 dark:text-stone-400">{classLine}</p>
        <CharacterSwitch id={id} base="/boj" />
        {/* synced characters: whether the taps here reach the other devices and the GM */}
        {syncOn && (
          <Suspense fallback={null}>
            <SyncBadge id={id} />
          </Suspense>
        )}
      </div>
      <div className="flex items-center gap-2">
        {round > 0 && (
          <Button variant="ghost" className="px-2! text-sm" onClick={() => report(table.endEncounter(id), t('tracker.encounter.ended'))}>
            {t('tracker.encounter.end')}
          </Button>
        )}
        <p className="rounded-full bg-stone-200 px-3 py-1 text-lg font-semibold tabular-nums dark:bg-stone-800" data-testid="round" aria-live="polite">
          {round > 0 ? t('tracker.round', { round }) : t('tracker.roundNone')}
        </p>
      </div>
    </header>
  );
});

export const TurnNote = memo(function TurnNote({ id }: { id: string }) {
  const { t } = useTranslation();
  const afterBonus = useCharacterValue(id, (c) => c.caster.turn.bonusActionSpellCast) ?? false;
  const afterSpell = useCharacterValue(id, (c) => c.caster.turn.nonCantripSpellCast) ?? false;
  const afterFont = useCharacterValue(id, (c) => c.caster.turn.bonusActionUsed === true) ?? false;
  const reaction = useCharacterValue(id, (c) => c.caster.turn.reactionUsed === true) ?? false;
  const note = (text: string, code: 'bonusActionRule' | 'reactionUsed') => (
    <p className="flex flex-wrap items-center gap-x-2 rounded-lg border border-stone-300 bg-stone-100 px-3 py-0.5 text-sm text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200">
      <span className="min-w-0 flex-1 py-1">{text}</span>
      <WhyLink code={code} className="text-current!" />
    </p>
  );
  return (
    <>
      {(afterBonus || afterSpell || afterFont) && note(t(afterBonus ? 'tracker.turn.afterBonus' : afterSpell ? 'tracker.turn.afterSpell' : 'tracker.turn.afterFontOfMagic'), 'bonusActionRule')}
      {reaction && note(t('tracker.turn.reactionUsed'), 'reactionUsed')}
    </>
  );
});

export const ConcentrationSection = memo(function ConcentrationSection({ id, nameOf, report }: { id: string; nameOf: NameOf; report: Report }) {
  const { t } = useTranslation();
  const concentration = useCharacterValue(id, (c) => c.caster.concentration) ?? null;
  const round = useCharacterValue(id, (c) => c.caster.turn.round) ?? 0;
  const castingId = useCharacterValue(id, (c) => c.caster.casting?.spellId) ?? null;
  const conc = concentrationAt(concentration, round);
  return (
    <Section title={t('tracker.concentration.title')} id="conc-title">
      {conc ? (
        <div className="flex flex-wrap items-center gap-3" data-testid="concentration">
          <div className="min-w-0 flex-1">
            <p className="text-lg font-semibold">{nameOf(conc.spellId)}</p>
            <p className="text-stone-700 dark:text-stone-300">
              <RemainingTime rounds={conc.remaining} />
            </p>
          </div>
          <Button
            onClick={() => {
              reportUndoable(report, id, () => table.endConcentration(id), t('cast.endedConcentration', { spell: nameOf(conc.spellId) }), t('tracker.undone.concentration', { spell: nameOf(conc.spellId) }));
              focusIfLost('conc-title');
            }}
          >
            {t('tracker.concentration.end')}
          </Button>
        </div>
      ) : (
        <p className="text-stone-700 dark:text-stone-300" data-testid="concentration">
          {castingId ? t('tracker.concentration.casting', { spell: nameOf(castingId) }) : t('tracker.concentration.none')}
        </p>
      )}
    </Section>
  );
});

const NO_EFFECTS: never[] = [];

export const EffectsSection = memo(function EffectsSection({ id, nameOf, report }: { id: string; nameOf: NameOf; report: Report }) {
  const { t } = useTranslation();
  const advanceTime = useAppStore((s) => s.advanceTime);
  const list = useCharacterValue(id, (c) => c.caster.effects) ?? NO_EFFECTS;
  const round = useCharacterValue(id, (c) => c.caster.turn.round) ?? 0;
  const effects = useMemo(() => effectsAt(list, round), [list, round]);
  return (
    <Section title={t('tracker.effects.title')} id="effects-title">
      {effects.length === 0 ? (
        <p className="text-stone-700 dark:text-stone-300">{t('tracker.effects.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="effects">
          {effects.map((e) => {
            const label = effectLabel(t, e, nameOf);
            return (
              <li key={`${e.index}-${e.spellId}-${e.target}`} className={`flex items-center gap-2 rounded-lg border px-3 py-1 ${e.effective ? 'border-stone-200 dark:border-stone-700' : 'border-dashed border-stone-300 opacity-80 dark:border-stone-600'}`}>
                <div className="min-w-0 flex-1 py-1">
                  <p className="font-medium">
                    {label.name} {label.on && <span className="font-normal text-stone-600 dark:text-stone-400">{t('common.dash')} {label.on}</span>}
                  </p>
                  <p className="text-sm text-stone-700 dark:text-stone-300">
                    <RemainingTime rounds={e.remaining} />
                    {!e.effective && <> <span className="ml-1 font-semibold text-amber-800 dark:text-amber-300">{t('tracker.effects.notEffective')}</span></>}
                  </p>
                </div>
                <Button variant="ghost" aria-label={e.resistance ? t('tracker.effects.removeResistance', { name: label.name }) : t(e.target ? 'tracker.effects.remove' : 'tracker.effects.removeNoTarget', { spell: nameOf(e.spellId), target: e.target })} onClick={() => {
                    reportUndoable(report, id, () => table.removeEffect(id, e.index), t('tracker.effects.removed', { name: label.name }), t('tracker.undone.effect', { name: label.name }));
                    focusIfLost('effects-title');
                  }}
                >
                  ×
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <span className="text-sm text-stone-600 dark:text-stone-400">{t('tracker.time.label')}</span>
        <Button onClick={() => report(advanceTime(id, 10))}>{t('tracker.time.minute')}</Button>
        <Button onClick={() => report(advanceTime(id, 100))}>{t('tracker.time.tenMinutes')}</Button>
        <Button onClick={() => report(advanceTime(id, 600))}>{t('tracker.time.hour')}</Button>
      </div>
    </Section>
  );
});

export const ConditionsSection = memo(function ConditionsSection({ id, byId, nameOf, report }: { id: string; byId: Map<string, Spell>; nameOf: NameOf; report: Report }) {
  const { t } = useTranslation();
  // a mis-tap must not end concentration silently: say what ended, with an undo
  const onIncapacitated = useCallback(
    (ended: EndedConcentration | undefined) => {
      if (!ended) return;
      const spell = nameOf(ended.casting ? ended.casting.spellId : ended.concentration.spellId);
      const what = ended.casting ? 'Casting' : '';
      report({ ok: true }, t(`tracker.conditions.incapacitatedEnded${what}`, { spell }), () => report(table.undoIncapacitated(id, ended), t(`tracker.conditions.incapacitatedUndone${what}`, { spell })));
    },
    [id, nameOf, report, t],
  );
  const conditions = useCharacterValue(id, (c) => c.conditions);
  const spells = useCharacterValue(id, (c) => c.spells);
  const materials = useMemo(
    () =>
      [...new Set((spells ?? []).map((s) => s.spellId))]
        .map((sid) => byId.get(sid))
        .filter((s): s is Spell => !!s && (s.components.costGp ?? 0) > 0)
        .sort((a, b) => a.text.name.localeCompare(b.text.name)),
    [spells, byId],
  );
  const character = useMemo(() => (conditions ? { id, conditions } : null), [id, conditions]);
  if (!character) return null;
  return (
    <Section title={t('tracker.conditions.title')} id="cond-title">
      <ConditionsFields character={character} fields={['silenced', 'handsFree', 'focusInHand', 'hasFocusOrPouch', 'armourWorn', 'armourProficient', 'incapacitated']} onIncapacitated={onIncapacitated} />
      {materials.length > 0 && (
        <>
          <h3 className="mb-1 mt-3 font-semibold">{t('tracker.conditions.materials')}</h3>
          <ConditionsFields character={character} fields={[]} materials={materials} />
        </>
      )}
    </Section>
  );
});

export const RestSection = memo(function RestSection({ id, nameOf, onShort, onLong, onEntreat }: { id: string; nameOf: NameOf; onShort: () => void; onLong: () => void; onEntreat: () => void }) {
  const { t, i18n } = useTranslation();
  const wizard = useCharacterValue(id, (c) => recoveryClassLevel(c.classes, 'arcane') > 0) ?? false;
  const overchannel = useCharacterValue(id, (c) => overchannelUses(c.caster)) ?? 0;
  const arcaneUsed = useCharacterValue(id, (c) => c.caster.arcaneRecoveryUsed) ?? false;
  const landDruid = useCharacterValue(id, (c) => recoveryClassLevel(c.classes, 'natural') > 0) ?? false;
  const naturalUsed = useCharacterValue(id, (c) => c.caster.naturalRecoveryUsed === true) ?? false;
  const master = useCharacterValue(id, (c) => hasEldritchMaster(c.classes)) ?? false;
  const masterUsed = useCharacterValue(id, (c) => c.caster.eldritchMasterUsed === true) ?? false;
  return (
    <Section title={t('tracker.rest.title')} id="rest-title">
      <div className="flex flex-wrap gap-2">
        <Button onClick={onShort}>{t('tracker.rest.short')}</Button>
        <Button onClick={onLong}>{t('tracker.rest.long')}</Button>
      </div>
      {wizard && <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t(arcaneUsed ? 'tracker.arcane.usedToday' : 'tracker.arcane.withShortRest')}</p>}
      {landDruid && <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t(naturalUsed ? 'tracker.natural.usedToday' : 'tracker.natural.withShortRest')}</p>}
      {/* Overchannel's next use costs (uses + 1)d12 per spell level: said only once it has a cost */}
      {overchannel > 0 && <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{t('tracker.overchannel.used', { used: overchannel, dice: formatDice(overchannelSelfDamage(overchannel + 1, 1) ?? '', { lng: i18n.language }) })}</p>}
      {master && (
        <div className="mt-3 flex flex-col items-start gap-1">
          <Button onClick={onEntreat} disabled={masterUsed} aria-describedby="eldritch-hint">{t('tracker.eldritch.button')}</Button>
          <p id="eldritch-hint" className="text-sm text-stone-600 dark:text-stone-400">{t(masterUsed ? 'tracker.eldritch.used' : 'tracker.eldritch.hint')}</p>
        </div>
      )}
      <WizardFreeCasts id={id} nameOf={nameOf} />
    </Section>
  );
});

export const OverridesSection = memo(function OverridesSection({ id, nameOf }: { id: string; nameOf: NameOf }) {
  const { t, i18n } = useTranslation();
  const overrides = useCharacterValue(id, (c) => c.overrides);
  if (!overrides || overrides.length === 0) return null;
  return (
    <Section title={t('tracker.overrides.title')} id="over-title">
      <ul className="flex flex-col gap-1" data-testid="overrides">
        {overrides.slice(0, 10).map((o, i) => (
          <li key={`${o.at}-${i}`} className="flex flex-wrap items-center gap-2">
            <span className="rounded-full border border-amber-500 bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">{t('cast.overriddenBadge')}</span>
            <span className="font-medium">{nameOf(o.spellId)}</span>
            <span className="text-stone-700 dark:text-stone-300">{t(`cast.short.${o.code}`, { defaultValue: o.code })}</span>
            <time dateTime={o.at} className="text-sm text-stone-500 dark:text-stone-400">{new Date(o.at).toLocaleString(i18n.language)}</time>
          </li>
        ))}
      </ul>
    </Section>
  );
});

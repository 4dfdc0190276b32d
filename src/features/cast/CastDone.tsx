// The dialog's last step: what the cast spent and started, the scaled dice and a roller.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { formatDice } from '../../lib/dice';
import type { Spell } from '../../data/types';
import { scrollStats, type CastRequest, type CastSuccess, type ClassLevel } from '../../rules';
import { describeCast, ord, type CastKind } from './describe';
import { DiceRoller } from './DiceRoller';
import { RuleNote } from './RuleNote';
import { warningText } from './CastNotes';
import { RemainingTime } from '../../components/RemainingTime';

export type DoneStep = { kind: 'done'; result: CastSuccess & { stacked?: boolean }; request: CastRequest; target: string };

export function CastDone({
  spell,
  step,
  nameOf,
  headingRef,
  onClose,
  klass,
  characterLevel,
  classes,
  chaMod,
  blast,
  concentrationSave,
}: {
  spell: Spell;
  step: DoneStep;
  nameOf: (id: string) => string;
  headingRef: React.Ref<HTMLHeadingElement>;
  onClose: () => void;
  klass: { saveDC: number; attackBonus: number; abilityMod: number } | null;
  characterLevel: number;
  classes: readonly ClassLevel[];
  chaMod: number;
  /** the warlock's active invocations that change eldritch blast */
  blast: readonly string[];
  concentrationSave?: (damage: number | null) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const r = step.result;
  // Overchannel's necrotic damage while concentrating (on an earlier spell, the spell just cast or a
  // casting over time) calls for a concentration save: the damage as rolled here, or typed in the form
  const [selfDamage, setSelfDamage] = useState<number | null>(null);
  const saveAfterOverchannel = r.overchannel?.selfDamage && (r.next.concentration || r.next.casting) ? concentrationSave : undefined;
  const kind: CastKind = step.request.slot.kind;
  const scroll = kind === 'scroll' ? scrollStats(spell.level) : null;
  const summary = describeCast(t, i18n.language, spell, {
    kind,
    castLevel: r.castLevel,
    characterLevel,
    saveDC: scroll?.saveDC ?? klass?.saveDC ?? null,
    attackBonus: scroll?.attackBonus ?? klass?.attackBonus ?? null,
    abilityMod: klass?.abilityMod ?? 0,
    twinned: step.request.metamagic?.includes('twinned') === true,
    classes,
    castAs: step.request.classId,
    chaMod,
    blast,
    overchannel: r.overchannel !== undefined,
  });
  let spent: string;
  switch (r.spent.kind) {
    case 'slot':
      spent = t(r.spent.created ? 'cast.spent.created' : 'cast.spent.slot', { ord: ord(t, r.spent.level) });
      break;
    case 'pact':
      spent = t('cast.spent.pact', { ord: ord(t, r.spent.level) });
      break;
    case 'arcanum':
      spent = t('cast.spent.arcanum', { ord: ord(t, r.spent.level) });
      break;
    case 'mastery':
    case 'signature':
      spent = t(`cast.spent.${r.spent.kind}`);
      break;
    case 'invocation':
      spent = t(r.spent.pact ? 'cast.spent.invocationOnce' : 'cast.spent.invocation', { ord: ord(t, r.spent.level), name: t(`invocations.name.${r.spent.invocation}`) });
      break;
    case 'scroll':
      spent = t(r.scrollFailed ? 'cast.scrollFailed' : 'cast.spent.scroll');
      break;
    default:
      spent = t('cast.spent.none');
  }
  const notes = r.warnings.filter((w) => w === 'materialConsumed' || w === 'ritualAddsTenMinutes' || w === 'longCastingNeedsConcentration');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">{t('cast.done.title')}</h3>
        {r.overriddenErrors && (
          <span className="rounded-full border border-amber-500 bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">
            {t('cast.overriddenBadge')}: {r.overriddenErrors.map((c) => t(`cast.short.${c}`)).join(', ')}
          </span>
        )}
      </div>
      <p data-testid="cast-summary" className="rounded-lg bg-accent-50 px-3 py-2 text-base font-medium text-accent-900 dark:bg-stone-800 dark:text-accent-100">
        {summary.text}
      </p>
      {/* a status around the list, not on it: role="status" on the <ul> would hide its list role */}
      <div role="status">
      <ul className="flex list-disc flex-col gap-1 pl-5">
        <li>{spent}</li>
        {r.metamagicPoints !== undefined && <li>{t('cast.metamagicSpent', { count: r.metamagicPoints })}</li>}
        {r.affinityResistance && <li>{t('cast.affinityResistanceSpent', { type: t(`cast.damageDat.${r.affinityResistance}`) })}</li>}
        {r.overchannel && <li>{r.overchannel.selfDamage ? t('cast.overchannel.doneCost', { dice: formatDice(r.overchannel.selfDamage, { lng: i18n.language }) }) : t('cast.overchannel.doneFree')}</li>}
        {r.endedConcentration && <li>{t('cast.endedConcentration', { spell: nameOf(r.endedConcentration) })}</li>}
        {r.endedCasting && <li>{t('cast.endedCasting', { spell: nameOf(r.endedCasting) })}</li>}
        {r.next.concentration?.spellId === spell.id && <li>{t('cast.nowConcentrating', { spell: spell.text.name })}</li>}
        {r.stacked === true && <li>{t(step.target ? 'cast.effectAdded' : 'cast.effectAddedNoTarget', { spell: spell.text.name, target: step.target })}</li>}
      </ul>
      </div>
      {r.stacked === false && (
        <ul className="flex flex-col gap-2">
          <RuleNote code="stacking" tone="warning" text={t(step.target ? 'cast.notStacking' : 'cast.notStackingNoTarget', { spell: spell.text.name, target: step.target })} />
        </ul>
      )}
      {notes.length > 0 && (
        <ul className="flex flex-col gap-2">
          {notes.map((w) => (
            <RuleNote key={w} code={w} tone="info" text={warningText(t, w, r.warnings)} />
          ))}
        </ul>
      )}
      {!r.scrollFailed && <DiceRoller attackBonus={summary.attack ? (scroll?.attackBonus ?? klass?.attackBonus ?? null) : null} damage={summary.damage} heal={summary.heal} other={summary.other} mod={klass?.abilityMod ?? 0} projectiles={summary.projectiles} ranged={spell.attackType === 'ranged'} selfNecrotic={r.overchannel?.selfDamage ?? null} onSelfNecrotic={setSelfDamage} />}
      {saveAfterOverchannel && (
        <section aria-labelledby="overchannel-save-title" className="rounded-lg border border-amber-500 p-3">
          <h3 id="overchannel-save-title" className="text-base font-semibold">{t('cast.overchannel.saveTitle')}</h3>
          <p className="mb-3 text-sm">{t('cast.overchannel.saveIntro')}</p>
          {saveAfterOverchannel(selfDamage)}
        </section>
      )}
      <div className="flex justify-end">
        <Button variant="primary" onClick={onClose}>{t('common.done')}</Button>
      </div>
    </div>
  );
}

/** A casting over minutes or hours has started: nothing is spent until it is finished (a ritual
 *  spends no slot at all). */
export function CastStarted({ name, rounds, ritual, endedCasting, headingRef, onClose }: { name: string; rounds: number; ritual: boolean; endedCasting?: string; headingRef: React.Ref<HTMLHeadingElement>; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div role="status" className="flex flex-col gap-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">{t('tracker.casting.on', { spell: name })}</h3>
        <p className="font-medium"><RemainingTime rounds={rounds} /></p>
        <p>{t('cast.started', { context: ritual ? 'ritual' : undefined })}</p>
        {endedCasting && <p>{t('cast.endedCasting', { spell: endedCasting })}</p>}
      </div>
      <div className="flex justify-end">
        <Button variant="primary" onClick={onClose}>{t('common.done')}</Button>
      </div>
    </div>
  );
}

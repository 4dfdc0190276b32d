// A spell being cast over minutes or hours (or as a ritual), on the combat screen: its time left
// (rounds / minutes), finishing it (the rest of the time passes, the slot is spent then) and
// stopping it (nothing spent). Shown only while something is being cast; subscribes to the casting
// and the round alone.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import type { Spell } from '../../data/types';
import { castingRemaining } from '../../rules';
import { formatDice } from '../../lib/dice';
import { useAppStore } from '../../store/app-store';
import { toMechanics } from '../../data/mechanics';
import { RemainingTime } from '../../components/RemainingTime';
import type { Report } from './TrackerSections';
import { useCharacterValue } from '../../store/hooks';
import { castingActions } from '../../store/casting';

const { completeCasting, cancelCasting } = castingActions(useAppStore);

export const CastingSection = memo(function CastingSection({ id, byId, report }: { id: string; byId: Map<string, Spell>; report: Report }) {
  const { t, i18n } = useTranslation();
  const casting = useCharacterValue(id, (c) => c.caster.casting);
  const round = useCharacterValue(id, (c) => c.caster.turn.round) ?? 0;
  if (!casting) return null;
  const spell = byId.get(casting.spellId);
  const name = spell?.text.name ?? casting.spellId;
  // a ritual spends no slot (i18next context: the texts without a slot)
  const ritual = casting.slot.kind === 'ritual' ? 'ritual' : undefined;
  const left = castingRemaining({ casting, turn: { round, bonusActionSpellCast: false, nonCantripSpellCast: false } }) ?? 0;
  const finish = () => {
    if (!spell) return;
    const r = completeCasting(id, toMechanics(spell));
    // Overchannel asked for at the start: its cost is due now, right after the cast
    const over = r.ok && r.overchannel ? ` ${r.overchannel.selfDamage ? t('cast.overchannel.doneCost', { dice: formatDice(r.overchannel.selfDamage, { lng: i18n.language }) }) : t('cast.overchannel.doneFree')}` : '';
    report(r.ok ? { ok: true } : { ok: false, error: r.error }, t('tracker.casting.completed', { spell: name }) + over);
  };
  const stop = () => report(cancelCasting(id), t('tracker.casting.cancelled', { spell: name, context: ritual }));
  return (
    <section aria-labelledby="casting-title" data-testid="casting" className="rounded-xl border-2 border-accent-600 bg-accent-50 p-3 dark:border-accent-200 dark:bg-stone-900">
      <h2 id="casting-title" className="mb-1 text-lg font-semibold">{t('tracker.casting.on', { spell: name })}</h2>
      <p className="font-medium tabular-nums">
        <RemainingTime rounds={left} />
      </p>
      <p className="mb-2 text-sm text-stone-700 dark:text-stone-300">{t('tracker.casting.hint', { context: ritual })}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={stop}>{t('tracker.casting.cancel')}</Button>
        <Button variant="primary" disabled={!spell} onClick={finish}>{t('tracker.casting.complete')}</Button>
      </div>
    </section>
  );
});

// Rests (with a confirmation; a wizard's Arcane Recovery is chosen as part of finishing a short
// rest), and Font of Magic conversions.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { characterPath } from '../../components/character-path';
import { andList } from '../../components/format';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useAppStore } from '../../store/app-store';
import type { SlotLimits } from '../../store/derived';
import type { ActionResult } from '../../store/result';
import { fontOfMagicView, freeSlotsOf, recoveryOffer, type RecoveryOffer } from '../../store/queries';
import type { Character } from '../../store/types';
import { ord } from '../cast/entry';
import { WhyLink } from '../rules-reference/entry';
import { tableActions } from '../../store/table';
import { reportUndoable } from './TrackerSections';
import { arcanumLevelsOf, hasSignatureSpells, hasSpellcasting, overchannelUses, isPreparedCaster, runningOutInShortRest, sorceryPointsMax, sorcerousRestoration, type SlotRecovery } from '../../rules';
import { toCaster } from '../../store/defaults';

const table = tableActions(useAppStore);

type Report = (r: ActionResult, okMessage?: string) => void;

/** What the character's casting classes give it: spell slots, pact slots (warlock), spells it prepares. */
function castingKinds(character: Character): { slots: boolean; pact: boolean; prepares: boolean } {
  const casting = character.classes.filter(hasSpellcasting);
  return {
    slots: casting.some((c) => c.classId !== 'warlock'),
    pact: casting.some((c) => c.classId === 'warlock'),
    prepares: casting.some((c) => isPreparedCaster(c.classId)),
  };
}

/** What a long rest gives this character back, as the dialog says it: only what the classes have. */
function longRestText(t: ReturnType<typeof useTranslation>['t'], lng: string, character: Character): string {
  const kinds = castingKinds(character);
  const returns = [
    kinds.slots && 'slots',
    kinds.pact && 'pact',
    arcanumLevelsOf(character.classes).length > 0 && 'arcanum',
    sorceryPointsMax(character.classes) > 0 && 'points',
  ].filter((k): k is string => !!k);
  const what = andList(lng, returns.map((k) => t(`tracker.rest.returns.${k}`)));
  const prepare = kinds.prepares ? ` ${t('tracker.rest.confirmLongPrepare')}` : '';
  // Font of Magic's created slots are gone after the rest, not given back with the others
  const created = (character.caster.extraSlots ?? []).some((n) => n > 0) ? ` ${t('tracker.rest.createdVanish')}` : '';
  const fight = character.caster.turn.round > 0 ? ` ${t('tracker.rest.endsFight')}` : '';
  // Overchannel's count starts again: said only once it has been used
  const overchannel = overchannelUses(character.caster) > 0 ? ` ${t('tracker.rest.overchannelResets')}` : '';
  return t('tracker.rest.confirmLong', { what }) + created + overchannel + prepare + fight;
}

/** What a short rest's hour ends: the fight (the round count starts again), and the spells whose
 *  concentration or effects run out within that hour (rules/rest.ts). */
function shortRestEnds(t: ReturnType<typeof useTranslation>['t'], lng: string, character: Character, nameOf: (spellId: string) => string): string {
  const names = [...new Set(runningOutInShortRest(toCaster(character)).map(nameOf))];
  const runsOut = names.length > 0 ? ` ${t('tracker.rest.runsOut', { spells: andList(lng, names) })}` : '';
  const fight = character.caster.turn.round > 0 ? ` ${t('tracker.rest.endsFight')}` : '';
  return runsOut + fight;
}

export function RestConfirm({ kind, character, nameOf, onClose, report }: { kind: 'short' | 'long'; character: Character; nameOf: (spellId: string) => string; onClose: () => void; report: Report }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // Arcane / Natural Recovery are part of finishing a short rest (once per long rest), never a
  // separate action
  const offers = kind === 'short' ? RECOVERIES.map((k) => recoveryOffer(character, k)).filter((o) => o !== null) : [];
  const [chosen, setChosen] = useState<Record<SlotRecovery, number[]>>({ arcane: [0, 0, 0, 0, 0], natural: [0, 0, 0, 0, 0] });
  const countOf = (k: SlotRecovery) => chosen[k].reduce((a, b) => a + b, 0);
  const count = countOf('arcane') + countOf('natural');
  const kinds = castingKinds(character);
  // the short rest's texts speak of pact slots only to a warlock (i18next context), and of "other
  // slots staying spent" only when the warlock has other slots
  const pact = kinds.pact ? 'pact' : undefined;
  const confirmContext = kinds.pact && !kinds.slots ? 'pactOnly' : pact;
  const points = kind === 'short' ? sorcerousRestoration(toCaster(character)) : 0;
  // sorcery points come back only with a long rest (Sorcerous Restoration gives a few on a short one)
  const pointsStaySpent = kind === 'short' && character.caster.sorceryPointsSpent > points;
  // signature spells cast without a slot since the last rest: either rest gives that back
  const signatureBack = hasSignatureSpells(character.classes) ? (character.caster.signatureUsed ?? []) : [];
  // an invocation's once-per-long-rest cast comes back with a long rest only
  const invocationBack = kind === 'long' ? (character.caster.invocationUsed ?? []) : [];
  const [, navigate] = useLocation();
  // after a long rest a prepared caster may go straight to the spellbook, where the preparation waits
  const prepares = kind === 'long' && kinds.prepares;
  function rest(thenPrepare = false) {
    if (kind === 'short') {
      const levels = (k: SlotRecovery) => chosen[k].flatMap((n, i) => Array.from({ length: n }, () => i + 1));
      const recovered = RECOVERIES.map((k) => (countOf(k) > 0 ? t(`tracker.${k}.done`, { count: countOf(k) }) : ''));
      const parts = [t('tracker.rest.doneShort', { context: pact }), ...recovered, points > 0 ? t('tracker.rest.sorcerousRestoration', { count: points }) : ''];
      const r = reportUndoable(report, character.id, () => table.shortRest(character.id, levels('arcane'), levels('natural')), parts.filter(Boolean).join(' '), t('tracker.undone.rest'));
      if (r.ok) onClose();
    } else {
      const r = reportUndoable(report, character.id, () => table.longRest(character.id), t('tracker.rest.doneLong'), t('tracker.undone.rest'));
      onClose();
      if (r.ok && thenPrepare) navigate(characterPath('/kniha', character.id));
    }
  }
  return (
    <Dialog open onClose={onClose} title={t(kind === 'short' ? 'tracker.rest.short' : 'tracker.rest.long')} labelledBy={titleId}>
      <div className="flex flex-col gap-4">
        <p>
          {kind === 'short' ? t('tracker.rest.confirmShort', { context: confirmContext }) + shortRestEnds(t, i18n.language, character, nameOf) : longRestText(t, i18n.language, character)}
          {points > 0 && ` ${t('tracker.rest.sorcerousRestorationAhead', { count: points })}`}
          {pointsStaySpent && ` ${t('tracker.rest.pointsStaySpent')}`}
          {invocationBack.length > 0 && ` ${t('tracker.rest.invocationBack', { list: andList(i18n.language, invocationBack.map((x) => t(`invocations.name.${x}`))) })}`}
          {signatureBack.length > 0 && ` ${t('tracker.rest.signatureBack', { list: andList(i18n.language, signatureBack.map(nameOf)) })}`}
        </p>
        {offers.map((o) => (
          <RecoveryFields key={o.kind} offer={o} chosen={chosen[o.kind]} other={chosen[o.kind === 'arcane' ? 'natural' : 'arcane']} onChange={(next) => setChosen((c) => ({ ...c, [o.kind]: next }))} />
        ))}
        {/* three choices on a phone: one per line, full width (in the same order as on a wide screen) */}
        <div className={prepares ? 'flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end' : 'flex flex-wrap justify-end gap-2'}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {prepares && <Button onClick={() => rest(true)}>{t('tracker.rest.confirmAndPrepare')}</Button>}
          <Button variant="primary" onClick={() => rest()}>{t(count > 0 ? 'tracker.rest.confirmWithRecovery' : 'tracker.rest.confirm')}</Button>
        </div>
      </div>
    </Dialog>
  );
}

const RECOVERIES: SlotRecovery[] = ['arcane', 'natural'];

/** The choice of slots to recover (combined levels up to the budget, none of 6th+); `other`: the
 *  slots the other recovery feature already takes back (a wizard who is also a land druid). */
function RecoveryFields({ offer, chosen, other, onChange }: { offer: RecoveryOffer; chosen: number[]; other: number[]; onChange: (next: number[]) => void }) {
  const { t } = useTranslation();
  const used = chosen.reduce((sum, n, i) => sum + n * (i + 1), 0);
  const change = (i: number, d: number) => onChange(chosen.map((n, j) => (j === i ? n + d : n)));
  return (
    <section aria-label={t(`tracker.${offer.kind}.title`)} className="flex flex-col gap-2 rounded-lg border border-stone-300 p-3 dark:border-stone-700">
      <h3 className="font-semibold">{t(`tracker.${offer.kind}.title`)}</h3>
      <p className="flex flex-wrap items-center gap-x-2">
        <span className="min-w-0 flex-1">{t(`tracker.${offer.kind}.intro`, { budget: offer.budget })}</span>
        <WhyLink code={offer.kind === 'arcane' ? 'arcaneRecoveryUsed' : 'naturalRecoveryUsed'} />
      </p>
      <ul className="flex flex-col gap-2">
        {offer.spent.map((spent, i) => {
          const level = i + 1;
          if (spent === 0) return null;
          const o = ord(t, level);
          const canAdd = chosen[i] + other[i] < spent && used + level <= offer.budget;
          return (
            <li key={level} className="flex items-center gap-2">
              <span className="flex-1">{t('tracker.arcane.level', { ord: o, spent })}</span>
              <Button aria-label={t('tracker.arcane.dec', { ord: o })} disabled={chosen[i] === 0} onClick={() => change(i, -1)}>
                −
              </Button>
              <span className="w-8 text-center text-lg font-bold tabular-nums" aria-live="polite" aria-label={t('tracker.arcane.chosen', { ord: o, count: chosen[i] })}>
                {chosen[i]}
              </span>
              <Button aria-label={t('tracker.arcane.inc', { ord: o })} disabled={!canAdd} onClick={() => change(i, 1)}>
                +
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="font-medium" aria-live="polite">{t('tracker.arcane.used', { used, budget: offer.budget })}</p>
    </section>
  );
}

export function FontOfMagicDialog({ character, derived, onClose, report }: { character: Character; derived: Pick<SlotLimits, 'slotsMax' | 'pact'>; onClose: () => void; report: Report }) {
  const { t } = useTranslation();
  const titleId = useId();
  const font = fontOfMagicView(character);
  if (!font) return null;
  const free = freeSlotsOf(character);
  const missing = font.max - font.available;
  // each conversion takes the turn's bonus action: said here, where the buttons are
  const gone = font.bonusActionTaken;
  return (
    <Dialog open onClose={onClose} title={t('tracker.font.title')} labelledBy={titleId}>
      <div className="flex flex-col gap-4">
        <p className="text-lg font-semibold" aria-live="polite">{t('tracker.font.available', { available: font.available, max: font.max })}</p>
        {gone && <p role="status" className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">{t('tracker.font.bonusActionTaken')}</p>}
        <section>
          <h3 className="mb-2 font-semibold">{t('tracker.font.toSlot')}</h3>
          <ul className="flex flex-col gap-2">
            {/* a slot costing more points than the sorcerer can ever hold is no choice at this level */}
            {font.costs.filter(({ cost }) => cost <= font.max).map(({ level, cost }) => (
              <li key={level}>
                <Button className="w-full justify-between" disabled={gone || font.available < cost} onClick={() => report(table.convertPointsToSlot(character.id, level), t('tracker.font.createdSlot', { ord: ord(t, level) }))}>
                  <span>{t('tracker.font.toSlotItem', { count: cost, ord: ord(t, level) })}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h3 className="mb-2 font-semibold">{t('tracker.font.toPoints')}</h3>
          <ul className="flex flex-col gap-2">
            {derived.slotsMax.map((max, i) => {
              const level = i + 1;
              if (max === 0 && free[i] === 0) return null;
              return (
                <li key={level}>
                  <Button className="w-full justify-between" disabled={gone || free[i] === 0 || level > missing} onClick={() => report(table.convertSlotToPoints(character.id, level), t('tracker.font.gainedPoints', { count: level }))}>
                    <span>{t('tracker.font.toPointsItem', { ord: ord(t, level), count: level })}</span>{' '}
                    <span className="text-sm opacity-80">{t('cast.free', { count: free[i] })}</span>
                  </Button>
                </li>
              );
            })}
            {derived.pact && (
              <li>
                <Button
                  className="w-full justify-between"
                  disabled={gone || character.caster.spentPact >= derived.pact.count || derived.pact.slotLevel > missing}
                  onClick={() => report(table.convertSlotToPoints(character.id, derived.pact!.slotLevel, 'pact'), t('tracker.font.gainedPoints', { count: derived.pact!.slotLevel }))}
                >
                  <span>{t('tracker.font.pactToPointsItem', { ord: ord(t, derived.pact.slotLevel), count: derived.pact.slotLevel })}</span>{' '}
                  <span className="text-sm opacity-80">{t('cast.free', { count: derived.pact.count - character.caster.spentPact })}</span>
                </Button>
              </li>
            )}
          </ul>
        </section>
        <p className="text-sm text-stone-700 dark:text-stone-300">{t('tracker.font.note')}</p>
        <div className="flex justify-end">
          <Button variant="primary" onClick={onClose}>{t('common.done')}</Button>
        </div>
      </div>
    </Dialog>
  );
}

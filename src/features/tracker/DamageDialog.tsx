// "Dostávám zranění": damage per source -> a Constitution save DC per source
// (concentrationSaveDC: max(10, half the damage)), an optional roll with the character's bonus, and
// one tap to end concentration on a failure. The roll itself changes nothing. The open dialog is
// parked in the tab's session storage (damage-draft.ts) and comes back after a reload; closing drops it.
// The cast dialog shows the same form after Overchannel's necrotic damage (ConcentrationAfterCast):
// one source, the damage filled in once rolled, nothing parked (the done screen does not come back
// after a reload either).
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { d20 } from '../../lib/dice';
import { useAppStore } from '../../store/app-store';
import { concentrationSaves, constitutionSaveBonus, likelyConstitutionSaveProficient } from '../../store/queries';
import { deriveCharacter } from '../../store/derived';
import type { Character } from '../../store/types';
import { useCharacter } from '../../store/hooks';
import { makeRoll, RollList, type RollEntry } from '../cast/entry';
import { signed } from '../../components/format';
import { tickEffects } from '../../rules';
import { WhyLink } from '../rules-reference/entry';
import { tableActions } from '../../store/table';
import { dropDamageDraft, parkDamageDraft, readDamageDraft, type DamageDraft } from './damage-draft';

const table = tableActions(useAppStore);

function parseDamage(s: string): number | null {
  if (!/^\s*\d+\s*$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

/** A parked save roll as the dice list shows it (the d20 as rolled, the bonus added). */
function rollsOf(parked: DamageDraft | null, label: string): Record<number, RollEntry> {
  const out: Record<number, RollEntry> = {};
  for (const [i, natural, bonus] of parked?.rolls ?? []) {
    out[i] = { id: -1 - i, kind: 'save', label, natural, result: { dice: [{ sides: 20, value: natural, sign: 1 }], flat: bonus, total: natural + bonus } };
  }
  return out;
}

/** Whether this tab has the damage dialog of `characterId` parked (the fight screen opens it again). */
export const hasParkedDamage = (characterId: string) => readDamageDraft(characterId) !== null;

export function DamageDialog({ character, spellName, onClose }: { character: Character; spellName: (id: string) => string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const close = () => {
    dropDamageDraft(character.id);
    onClose();
  };
  return (
    <Dialog open onClose={close} title={t('tracker.damage.title')} labelledBy={titleId}>
      <DamageForm character={character} spellName={spellName} onClose={close} />
    </Dialog>
  );
}

/** The concentration save after damage the cast itself dealt to the caster (Overchannel): the damage
 *  form with that one source, `damage` filled in once known (a new number starts the form again). */
export function ConcentrationAfterCast({ id, damage, label, spellName }: { id: string; damage: number | null; label: string; spellName: (id: string) => string }) {
  const character = useCharacter(id);
  if (!character) return null;
  return <DamageForm key={damage ?? ''} character={character} spellName={spellName} embedded={{ damage: damage === null ? '' : String(damage), label }} />;
}

export function DamageForm({ character, spellName, onClose, embedded }: { character: Character; spellName: (id: string) => string; onClose?: () => void; embedded?: { damage: string; label: string } }) {
  const { t } = useTranslation();
  const [parked] = useState(() => (embedded ? null : readDamageDraft(character.id)));
  const [sources, setSources] = useState<string[]>(parked?.sources ?? [embedded?.damage ?? '']);
  const setConditions = useAppStore((s) => s.setConditions);
  // The tick is kept on the character: a Resilient (Constitution) wizard ticks it once, not every fight.
  const [proficient, setProficient] = useState(() => character.conditions.conSaveProficient ?? likelyConstitutionSaveProficient(character));
  const [rolls, setRolls] = useState<Record<number, RollEntry>>(() => rollsOf(parked, t('cast.dice.save')));
  // the spell whose concentration this dialog ended
  const [ended, setEnded] = useState<string | null>(parked?.ended ?? null);
  const [failedCasting, setFailedCasting] = useState(parked?.failedCasting ?? false);
  useEffect(() => {
    if (embedded) return;
    const parkedRolls = Object.entries(rolls).map(([i, r]): [number, number, number] => [Number(i), r.result.total - r.result.flat, r.result.flat]);
    parkDamageDraft(character.id, { sources, rolls: parkedRolls, ended, failedCasting });
  }, [embedded, character.id, sources, rolls, ended, failedCasting]);
  const baseId = useId();
  const damages = sources.map(parseDamage);
  // the concentration DC is half the damage taken: after a resistance has halved it (rounded down)
  const resistances = [...new Set(tickEffects(character.caster.effects, character.caster.turn.round).flatMap((e) => (e.resistance ? [e.resistance] : [])))];
  // a spell being cast over time needs concentration too: a broken one makes it fail
  const castingId = character.caster.concentration ? null : (character.caster.casting?.spellId ?? null);
  const concentrating = character.caster.concentration?.spellId ?? castingId;
  const saves = concentrationSaves(character, damages.map((d) => d ?? 0));
  const { total: bonus, aura } = constitutionSaveBonus(character, proficient);
  const pb = deriveCharacter(character).proficiencyBonus;
  // one save per source with damage > 0, in the order of the sources
  let k = 0;
  const perSource = damages.map((d) => (d !== null && d > 0 && concentrating ? saves.saves[k++] ?? null : null));

  function end() {
    const r = table.endConcentration(character.id);
    if (r.ok) {
      setFailedCasting(castingId !== null);
      setEnded(concentrating ?? '');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-x-2">
        <span className="min-w-0 flex-1">{t('tracker.damage.intro')}</span>
        <WhyLink code="concentrationSave" />
      </p>
      {!embedded && resistances.map((type) => (
        <p key={type} className="rounded-lg border border-stone-200 px-3 py-2 dark:border-stone-700">{t('tracker.damage.resistance', { type: t(`cast.damageDat.${type}`) })}</p>
      ))}
      {ended !== null ? (
        <p role="status" className="rounded-lg bg-stone-100 px-3 py-2 font-medium dark:bg-stone-800">{t(failedCasting ? 'tracker.damage.castingFailed' : 'tracker.damage.ended', { spell: ended ? spellName(ended) : '' })}</p>
      ) : concentrating ? (
        <p className="font-medium">{t(castingId ? 'tracker.damage.castingOn' : 'tracker.damage.concentratingOn', { spell: spellName(concentrating) })}</p>
      ) : (
        <p className="rounded-lg bg-stone-100 px-3 py-2 dark:bg-stone-800">{t('tracker.damage.notConcentrating')}</p>
      )}

      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={proficient} onChange={(e) => {
              setProficient(e.target.checked);
              setConditions(character.id, { conSaveProficient: e.target.checked });
            }} />
          {t('tracker.damage.proficient', { pb: signed(pb) })}
        </label>
        <p className="text-sm text-stone-700 dark:text-stone-300">{t(aura ? 'tracker.damage.bonusAura' : 'tracker.damage.bonus', { bonus: signed(bonus), aura: signed(aura) })}</p>
      </div>
      <ol className="flex flex-col gap-3">
        {sources.map((value, i) => {
          const save = perSource[i];
          const roll = rolls[i];
          const failed = roll && save ? roll.result.total < save.dc : false;
          const inputId = `${baseId}-${i}`;
          return (
            <li key={i} className="rounded-lg border border-stone-200 p-3 dark:border-stone-700">
              <div className="flex flex-wrap items-end gap-3">
                <div className="flex flex-col gap-1">
                  <label htmlFor={inputId} className="font-medium">{embedded?.label ?? t('tracker.damage.source', { n: i + 1 })}</label>
                  <input
                    id={inputId}
                    inputMode="numeric"
                    pattern="[0-9]*"
                    value={value}
                    onChange={(e) => {
                      const v = e.target.value;
                      setSources((s) => s.map((x, j) => (j === i ? v : x)));
                      setRolls((r) => {
                        const next = { ...r };
                        delete next[i];
                        return next;
                      });
                    }}
                    aria-invalid={value !== '' && damages[i] === null}
                    className="min-h-11 w-28 rounded-lg border border-stone-300 bg-white px-3 text-lg tabular-nums dark:border-stone-600 dark:bg-stone-800"
                  />
                </div>
                {save && (
                  <p className="text-2xl font-bold" data-testid={`dc-${i}`}>
                    {t('tracker.damage.dc', { dc: save.dc })}
                  </p>
                )}
                {sources.length > 1 && (
                  <Button variant="ghost" className="ml-auto" aria-label={t('tracker.damage.remove', { n: i + 1 })} onClick={() => setSources((s) => s.filter((_, j) => j !== i))}>
                    ×
                  </Button>
                )}
              </div>
              {value !== '' && damages[i] === null && <p className="mt-1 text-sm text-red-800 dark:text-red-300">{t('tracker.damage.invalid')}</p>}
              {damages[i] === 0 && <p className="mt-1 text-sm">{t('tracker.damage.noSave')}</p>}
              {save && ended === null && (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button onClick={() => setRolls((r) => ({ ...r, [i]: makeRoll('save', t('cast.dice.save'), d20(bonus))! }))}>
                    {t('tracker.damage.roll', { dc: save.dc, bonus: signed(bonus) })}
                  </Button>
                  {!roll && (
                    <Button variant="ghost" onClick={end}>
                      {t('tracker.damage.failedManual')}
                    </Button>
                  )}
                </div>
              )}
              {roll && save && (
                <div className="mt-2">
                  <RollList rolls={[roll]} />
                  <p className={`mt-2 font-semibold ${failed ? 'text-red-800 dark:text-red-300' : 'text-green-800 dark:text-green-300'}`}>
                    {t(failed ? 'tracker.damage.failure' : 'tracker.damage.success', { total: roll.result.total, dc: save.dc })}
                  </p>
                  {failed && ended === null && (
                    <Button variant="danger" className="mt-2 w-full" onClick={end}>
                      {t('tracker.damage.end')}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {!embedded && (
        <>
          <Button onClick={() => setSources((s) => [...s, ''])}>{t('tracker.damage.add')}</Button>
          <div className="flex justify-end">
            <Button variant="primary" onClick={onClose}>{t('common.done')}</Button>
          </div>
        </>
      )}
    </div>
  );
}

// Divine Smite on the combat screen: after a melee weapon hit the paladin picks the slot to spend
// (any free slot, a pact slot too), sees the radiant dice it buys and rolls them. The slot is spent
// on the tap; a mis-tapped one comes back with its pip.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { formatDice } from '../../lib/dice';
import { SMITE_DIE, hasImprovedDivineSmite, smiteDice, type SmiteSource } from '../../rules';
import { useAppStore } from '../../store/app-store';
import type { SlotLimits } from '../../store/derived';
import { freeSlotsOf } from '../../store/queries';
import { tableActions } from '../../store/table';
import type { Character } from '../../store/types';
import { makeRoll, ord, RollList, type RollEntry } from '../cast/entry';
import type { Report } from './TrackerSections';

const table = tableActions(useAppStore);

const d8 = (count: number) => `${count}d${SMITE_DIE}`;

export function DivineSmiteDialog({ character, limits, onClose, report }: { character: Character; limits: Pick<SlotLimits, 'slotsMax' | 'pact'>; onClose: () => void; report: Report }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const titleId = useId();
  const [undead, setUndead] = useState(false);
  const [spent, setSpent] = useState<{ slotLevel: number; dice: number; pact: boolean } | null>(null);
  const [rolls, setRolls] = useState<RollEntry[]>([]);
  const diceAt = (slotLevel: number) => {
    const d = smiteDice(character.classes, slotLevel, undead);
    return d.smite + d.improved;
  };
  const improved = hasImprovedDivineSmite(character.classes);
  const free = freeSlotsOf(character);
  const pactFree = limits.pact ? limits.pact.count - character.caster.spentPact : 0;
  const smite = (source: SmiteSource) => {
    const r = table.divineSmite(character.id, source);
    if (r.ok) setSpent({ slotLevel: r.slotLevel, dice: diceAt(r.slotLevel), pact: source.kind === 'pact' });
    report(r, r.ok ? t('tracker.smite.done', { dice: formatDice(d8(diceAt(r.slotLevel)), { lng }) }) : undefined);
  };
  const add = (e: RollEntry | null) => e && setRolls((r) => [e, ...r].slice(0, 10));
  const rows = limits.slotsMax.map((max, i) => ({ level: i + 1, free: free[i], shown: max > 0 || free[i] > 0 })).filter((r) => r.shown);
  return (
    <Dialog open onClose={onClose} title={t('tracker.smite.title')} labelledBy={titleId}>
      {spent ? (
        <div className="flex flex-col gap-3">
          <p className="text-lg font-semibold" role="status">{t(spent.pact ? 'cast.spent.pact' : 'cast.spent.slot', { ord: ord(t, spent.slotLevel) })}</p>
          <p>{t('tracker.smite.damage', { dice: formatDice(d8(spent.dice), { lng }) })}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => add(makeRoll('damage', t('tracker.smite.rollLabel'), d8(spent.dice)))}>{t('cast.dice.rollDamage', { dice: formatDice(d8(spent.dice), { lng }) })}</Button>
            <Button onClick={() => add(makeRoll('damage', t('cast.dice.critical'), d8(spent.dice * 2)))}>{t('cast.dice.rollCritical', { dice: formatDice(d8(spent.dice * 2), { lng }) })}</Button>
          </div>
          <p className="text-sm text-stone-600 dark:text-stone-400">{t('cast.dice.note')}</p>
          <RollList rolls={rolls} />
          <div className="flex justify-end">
            <Button variant="primary" onClick={onClose}>{t('common.done')}</Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p>{t('tracker.smite.intro')}</p>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1 hover:bg-stone-100 dark:hover:bg-stone-800">
            <input type="checkbox" className="size-5 shrink-0 accent-accent-700" checked={undead} onChange={(e) => setUndead(e.target.checked)} />
            <span>{t('tracker.smite.undead')}</span>
          </label>
          <section>
            <h3 className="mb-2 font-semibold">{t('tracker.smite.pick')}</h3>
            <ul className="flex flex-col gap-2">
              {rows.map(({ level, free: n }) => (
                <li key={level}>
                  <Button className="w-full justify-between" disabled={n === 0} onClick={() => smite({ kind: 'slot', level })}>
                    <span>{t('tracker.smite.slotItem', { ord: ord(t, level), dice: formatDice(d8(diceAt(level)), { lng }) })}</span>{' '}
                    <span className="text-sm opacity-80">{t('cast.free', { count: n })}</span>
                  </Button>
                </li>
              ))}
              {limits.pact && (
                <li>
                  <Button className="w-full justify-between" disabled={pactFree === 0} onClick={() => smite({ kind: 'pact' })}>
                    <span>{t('tracker.smite.pactItem', { ord: ord(t, limits.pact.slotLevel), dice: formatDice(d8(diceAt(limits.pact.slotLevel)), { lng }) })}</span>{' '}
                    <span className="text-sm opacity-80">{t('cast.free', { count: pactFree })}</span>
                  </Button>
                </li>
              )}
            </ul>
            {rows.every((r) => r.free === 0) && pactFree === 0 && <p className="mt-2" role="status">{t('tracker.smite.noneFree')}</p>}
          </section>
          <p className="text-sm text-stone-700 dark:text-stone-300">{t(improved ? 'tracker.smite.noteImproved' : 'tracker.smite.note')}</p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

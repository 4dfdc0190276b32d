// Slot pips per level (only the levels the character has), pact slots apart with their level,
// Mystic Arcanum and sorcery points. A free pip spends one slot, a spent pip gives one back (a
// correction); the maxima come from the rules (deriveCharacter), so nothing leaves its range.
import { useTranslation } from 'react-i18next';
import type { CharacterDerived } from '../../store/derived';
import type { Character } from '../../store/types';
import type { ActionResult } from '../../store/result';
import { useAppStore } from '../../store/app-store';
import { fontOfMagicView } from '../../store/session';
import { ord } from '../cast/describe';

type Report = (r: ActionResult) => void;

const pipBase = 'flex size-11 shrink-0 items-center justify-center rounded-full';
const pipFree = 'bg-accent-700 text-white shadow-sm hover:bg-accent-800 dark:bg-accent-600 dark:hover:bg-accent-700';
const pipSpent = 'border-2 border-stone-400 bg-transparent text-stone-400 hover:border-stone-600 dark:border-stone-500 dark:text-stone-500 dark:hover:border-stone-300';
const pipCreated = 'border-2 border-dashed border-accent-900 bg-accent-200 text-accent-900 dark:border-accent-100 dark:bg-accent-800 dark:text-white';

function Pip({ state, label, onClick }: { state: 'free' | 'spent' | 'created'; label: string; onClick: () => void }) {
  const cls = state === 'free' ? pipFree : state === 'spent' ? pipSpent : pipCreated;
  return (
    <button type="button" className={`${pipBase} ${cls}`} aria-label={label} onClick={onClick} data-state={state}>
      <span aria-hidden="true" className="text-lg leading-none">{state === 'spent' ? '' : '✦'}</span>
    </button>
  );
}

function Row({ label, groupLabel, children, testId }: { label: string; groupLabel: string; children: React.ReactNode; testId?: string }) {
  return (
    <div role="group" aria-label={groupLabel} className="flex items-center gap-2" data-testid={testId}>
      <span aria-hidden="true" className="w-16 shrink-0 text-right text-sm font-semibold text-stone-700 dark:text-stone-300">{label}</span>
      <div className="flex flex-wrap gap-1.5">{children}</div>
    </div>
  );
}

export function SlotPips({ character, derived, report }: { character: Character; derived: CharacterDerived; report: Report }) {
  const { t } = useTranslation();
  const spendSlot = useAppStore((s) => s.spendSlot);
  const restoreSlot = useAppStore((s) => s.restoreSlot);
  const spendPact = useAppStore((s) => s.spendPact);
  const restorePact = useAppStore((s) => s.restorePact);
  const setArcanumUsed = useAppStore((s) => s.setArcanumUsed);
  const spendSorceryPoints = useAppStore((s) => s.spendSorceryPoints);
  const id = character.id;
  const caster = character.caster;
  const extra = caster.extraSlots ?? [];
  const levels = derived.slotsMax.map((max, i) => ({ level: i + 1, max, spent: Math.min(caster.spentSlots[i] ?? 0, max), extra: extra[i] ?? 0 })).filter((l) => l.max > 0 || l.extra > 0);
  const pact = derived.pact;
  const font = fontOfMagicView(character);

  return (
    <div className="flex flex-col gap-1.5">
      {levels.map(({ level, max, spent, extra: created }) => {
        const free = max - spent;
        const o = ord(t, level);
        return (
          <Row key={level} label={t('tracker.slots.short', { ord: o })} groupLabel={t('tracker.slots.group', { ord: o, count: free + created, max: max + created })} testId={`slots-${level}`}>
            {Array.from({ length: created }, (_, i) => (
              <Pip key={`c${i}`} state="created" label={t('tracker.slots.spendCreated', { ord: o })} onClick={() => report(spendSlot(id, level))} />
            ))}
            {Array.from({ length: free }, (_, i) => (
              <Pip key={`f${i}`} state="free" label={t('tracker.slots.spend', { ord: o })} onClick={() => report(spendSlot(id, level))} />
            ))}
            {Array.from({ length: spent }, (_, i) => (
              <Pip key={`s${i}`} state="spent" label={t('tracker.slots.restore', { ord: o })} onClick={() => report(restoreSlot(id, level))} />
            ))}
          </Row>
        );
      })}
      {pact && (
        <Row
          label={t('tracker.pact.short', { ord: ord(t, pact.slotLevel) })}
          groupLabel={t('tracker.pact.group', { ord: ord(t, pact.slotLevel), count: pact.count - caster.spentPact, max: pact.count })}
          testId="pact"
        >
          {Array.from({ length: pact.count - caster.spentPact }, (_, i) => (
            <Pip key={`f${i}`} state="free" label={t('tracker.pact.spend')} onClick={() => report(spendPact(id))} />
          ))}
          {Array.from({ length: caster.spentPact }, (_, i) => (
            <Pip key={`s${i}`} state="spent" label={t('tracker.pact.restore')} onClick={() => report(restorePact(id))} />
          ))}
        </Row>
      )}
      {derived.arcanumLevels.length > 0 && (
        <Row label={t('tracker.arcanum.short')} groupLabel={t('tracker.arcanum.title')} testId="arcanum">
          {derived.arcanumLevels.map((level) => {
            const used = caster.arcanumUsed.includes(level);
            return (
              <button
                key={level}
                type="button"
                aria-pressed={used}
                aria-label={t(used ? 'tracker.arcanum.used' : 'tracker.arcanum.free', { ord: ord(t, level) })}
                onClick={() => report(setArcanumUsed(id, level, !used))}
                className={`flex h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-bold ${used ? pipSpent : pipFree}`}
              >
                {level}
              </button>
            );
          })}
        </Row>
      )}
      {font && (
        <div role="group" aria-label={t('tracker.sorcery.group', { available: font.available, max: font.max })} className="flex items-center gap-2" data-testid="sorcery">
          <span aria-hidden="true" className="w-16 shrink-0 text-right text-sm font-semibold text-stone-700 dark:text-stone-300">{t('tracker.sorcery.short')}</span>
          <button type="button" className={`${pipBase} border border-stone-300 text-xl dark:border-stone-600`} aria-label={t('tracker.sorcery.spend')} onClick={() => report(spendSorceryPoints(id, 1))}>
            −
          </button>
          <span className="min-w-16 text-center text-lg font-bold tabular-nums" aria-hidden="true">
            {font.available}/{font.max}
          </span>
          <button type="button" className={`${pipBase} border border-stone-300 text-xl dark:border-stone-600`} aria-label={t('tracker.sorcery.restore')} onClick={() => report(spendSorceryPoints(id, -1))}>
            +
          </button>
        </div>
      )}
    </div>
  );
}

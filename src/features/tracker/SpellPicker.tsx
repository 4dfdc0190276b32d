// "Seslat kouzlo": the character's castable spells (known, prepared, always prepared; unprepared
// rituals from a wizard's spellbook; a warlock's invocation spells), grouped by level, with a
// search and casting-time chips (a reaction such as Shield is found without scrolling past the
// action spells); a tap opens the cast dialog.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { ToggleChip } from '../../components/ToggleChip';
import type { Spell } from '../../data/types';
import { collator } from '../../data/catalog';
import { nameMatcher } from '../../data/search';
import { CASTING_TIME_GROUPS, castingTimeGroup, formatCastingTime, formatRange, type CastingTimeGroup, type TFn } from '../../data/format-fields';
import { slotShortage, turnRuleForbids } from '../../store/queries';
import { invocationGrantsOf } from '../../store/gear';
import type { Character } from '../../store/types';
import type { ClassId } from '../../rules';
import { ord } from '../cast/entry';
import { toMechanics } from '../../data/mechanics';

/** Why a spell is marked in the list (the cast dialog explains it after the tap). */
const MARK_CONTEXT = { bonusActionRule: undefined, reactionUsed: 'reaction', noSlot: 'noSlot', slotLevelTooHigh: 'tooHigh', arcanumUsed: 'arcanum' } as const;

export interface PickEntry {
  spell: Spell;
  classId: ClassId;
}

/** Spells the character can try to cast, one entry per class it has them from. */
export function castableEntries(character: Character, byId: Map<string, Spell>, lng: string): PickEntry[] {
  const out: PickEntry[] = [];
  for (const o of character.spells) {
    const spell = byId.get(o.spellId);
    if (!spell) continue;
    if (o.status === 'inBook' && !spell.ritual) continue;
    out.push({ spell, classId: o.classId });
  }
  // spells the warlock's invocations cast, unless the warlock has them anyway
  for (const g of invocationGrantsOf(character)) {
    const spell = byId.get(g.spellId);
    if (spell && !out.some((e) => e.spell.id === g.spellId && e.classId === 'warlock')) out.push({ spell, classId: 'warlock' });
  }
  const c = collator(lng);
  return out.sort((a, b) => a.spell.level - b.spell.level || c.compare(a.spell.text.name, b.spell.text.name));
}

export function SpellPicker({ character, byId, onPick, onClose }: { character: Character; byId: Map<string, Spell>; onPick: (e: PickEntry) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const tt = t as unknown as TFn;
  const titleId = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [time, setTime] = useState<CastingTimeGroup | null>(null);
  const search = useRef<HTMLInputElement>(null);
  // With a mouse and keyboard the search takes the focus, so typing finds the spell; on a touch
  // screen it does not (the keyboard would cover the list the player taps in). Runs after the
  // dialog's own effect has opened it and focused its first button.
  useEffect(() => {
    if (window.matchMedia?.('(pointer: fine)').matches) search.current?.focus();
  }, []);
  const entries = useMemo(() => castableEntries(character, byId, i18n.language), [character, byId, i18n.language]);
  const matches = nameMatcher(query);
  // only the groups the character has spells in; with one group there is nothing to choose
  const times = CASTING_TIME_GROUPS.filter((g) => entries.some((e) => castingTimeGroup(e.spell) === g));
  const shown = entries.filter((e) => matches(e.spell) && (time === null || castingTimeGroup(e.spell) === time));
  const multiClass = new Set(entries.map((e) => e.classId)).size > 1;
  const groups = new Map<number, PickEntry[]>();
  for (const e of shown) groups.set(e.spell.level, [...(groups.get(e.spell.level) ?? []), e]);
  return (
    <Dialog open onClose={onClose} title={t('tracker.picker.title')} labelledBy={titleId}>
      <div className="flex flex-col gap-3">
        <label htmlFor={searchId} className="sr-only">{t('tracker.picker.search')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          // Enter with one spell left casts it, as a tap on it would
          onKeyDown={(e) => {
            if (e.key === 'Enter' && shown.length === 1) {
              e.preventDefault();
              onPick(shown[0]);
            }
          }}
          ref={search}
          placeholder={t('tracker.picker.search')}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 dark:border-stone-600 dark:bg-stone-800"
        />
        {times.length > 1 && (
          <div role="group" aria-label={t('tracker.picker.time')} className="flex flex-wrap gap-1.5">
            {times.map((g) => (
              <ToggleChip key={g} pressed={time === g} onClick={() => setTime(time === g ? null : g)}>
                {t(`tracker.picker.times.${g}`)}
              </ToggleChip>
            ))}
          </div>
        )}
        {entries.length === 0 && <p>{t('tracker.picker.empty')}</p>}
        {entries.length > 0 && shown.length === 0 && <p>{t('tracker.picker.noMatch')}</p>}
        {[...groups.entries()].map(([level, list]) => (
          <section key={level}>
            <h3 className="mb-1 text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">
              {level === 0 ? t('tracker.picker.cantrips') : t('tracker.picker.level', { ord: ord(t, level) })}
            </h3>
            <ul className="flex flex-col gap-1">
              {list.map((e) => {
                const mech = toMechanics(e.spell);
                const forbidden = slotShortage(character, mech, e.classId) ?? turnRuleForbids(character, mech);
                const facts = `${formatCastingTime(tt, { castingTime: { amount: e.spell.castingTime.amount, unit: e.spell.castingTime.unit } })} · ${formatRange(tt, i18n.language, e.spell)}`;
                return (
                <li key={`${e.classId}-${e.spell.id}`}>
                  <button
                    type="button"
                    onClick={() => onPick(e)}
                    className={`flex min-h-12 w-full items-center gap-2 rounded-lg border px-3 py-2 text-left hover:bg-accent-50 dark:hover:bg-stone-800 ${forbidden ? 'border-dashed border-amber-500 bg-stone-50 dark:border-amber-600 dark:bg-stone-950' : 'border-stone-200 bg-white dark:border-stone-700 dark:bg-stone-900'}`}
                  >
                    <span className="min-w-0 flex-1">
                      <span className={`block font-medium ${forbidden ? 'text-stone-600 dark:text-stone-400' : ''}`}>{e.spell.text.name}</span>
                      <span className="block text-sm text-stone-600 dark:text-stone-400">{facts}</span>
                      {forbidden && <span className="block text-sm font-semibold text-amber-900 dark:text-amber-200">{t('tracker.picker.forbidden', { context: MARK_CONTEXT[forbidden] })}</span>}
                    </span>
                    {e.spell.concentration && (
                      <span className="rounded bg-stone-200 px-1.5 text-xs dark:bg-stone-700" title={t('tracker.picker.concentration')}>
                        <span aria-hidden="true">{t('tracker.picker.concentrationShort')}</span>
                        <span className="sr-only">{t('tracker.picker.concentration')}</span>
                      </span>
                    )}
                    {e.spell.ritual && (
                      <span className="rounded bg-stone-200 px-1.5 text-xs dark:bg-stone-700" title={t('tracker.picker.ritual')}>
                        <span aria-hidden="true">{t('tracker.picker.ritualShort')}</span>
                        <span className="sr-only">{t('tracker.picker.ritual')}</span>
                      </span>
                    )}
                    {multiClass && <span className="text-sm text-stone-600 dark:text-stone-400">{t(`characters.class.${e.classId}`)}</span>}
                  </button>
                </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}

// One spell of a character's spellbook: key facts (vyvolání, dosah, složky, soustředění/rituál) in
// the row, the full entry expanded in place, a prepare toggle (wizard's spellbook), "Seslat" and
// remove.
import { Fragment, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { OwnedSpell } from '../../rules';
import type { Spell } from '../../data/types';
import { formatFields, type TFn } from '../../data/format-fields';
import { SpellText } from '../../components/SpellText';
import { Badge, SpellBadges, spellLevelSchool } from '../../components/SpellBadges';
import { ChevronIcon } from '../../components/icons';
import { characterPath } from '../../components/character-path';
import { missingSpellName } from '../../components/spell-name';

export interface SpellRowProps {
  owned: OwnedSpell;
  spell: Spell | undefined;
  /** wizard's spellbook: show the "Připraveno" switch */
  prepareToggle?: { checked: boolean; disabled?: boolean; onChange: (prepared: boolean) => void };
  /** a feature the spell is chosen for (a wizard's signature spell, Spell Mastery) */
  badge?: string;
  /** the character whose spellbook this is: "Seslat" opens its combat screen */
  characterId: string;
  showCast?: boolean;
  onRemove: () => void;
  /** a limit the last tap ran into, said right at the row, with the GM's override */
  limitWarning?: { text: string; insist: string; onInsist: () => void; onCancel: () => void };
  /** a standing problem with the spell as owned (e.g. its level is above what the class can cast) */
  flag?: string;
  /** numbers telling apart the character's spells missing from the catalog (missingNumbersOf) */
  numbers?: ReadonlyMap<string, number>;
}

export function SpellRow({ owned, spell, prepareToggle, characterId, showCast = true, onRemove, limitWarning, flag, numbers, badge }: SpellRowProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const uid = useId();
  // the warning's buttons go away with it: focus returns to the row's checkbox, not to the page
  const box = useRef<HTMLInputElement>(null);
  const closeWarning = (act: () => void) => () => {
    act();
    box.current?.focus();
  };
  const name = spell?.text.name ?? missingSpellName(t, owned.spellId, { numbers });
  const tt = t as unknown as TFn;
  // Key facts in the row: the casting time without its reaction trigger (that is in the detail).
  const facts = spell ? formatFields(tt, i18n.language, { ...spell, castingTime: { amount: spell.castingTime.amount, unit: spell.castingTime.unit } }) : null;
  const full = spell ? formatFields(tt, i18n.language, spell, spell.text.material) : null;
  return (
    <li
      data-spell-row={`${owned.classId}:${owned.spellId}`}
      className={`rounded-lg border bg-white dark:bg-stone-900 ${
        prepareToggle?.checked ? 'border-accent-600/60 dark:border-accent-200/50' : 'border-stone-200 dark:border-stone-700'
      }`}
    >
      <div className="flex items-start gap-1 p-1">
        {prepareToggle && (
          <label className="flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-stone-100 dark:hover:bg-stone-800">
            <input
              ref={box}
              type="checkbox"
              checked={prepareToggle.checked}
              disabled={prepareToggle.disabled}
              onChange={(e) => prepareToggle.onChange(e.target.checked)}
              aria-label={t('spellbook.preparedLabel', { name })}
              className="size-5 accent-accent-700"
            />
          </label>
        )}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${uid}-detail`}
          aria-describedby={flag ? `${uid}-flag` : undefined}
          onClick={() => setOpen((o) => !o)}
          className="flex min-h-11 min-w-0 flex-1 items-start gap-2 rounded-md px-2 py-1 text-left hover:bg-stone-100 dark:hover:bg-stone-800"
        >
          <ChevronIcon className={`mt-0.5 size-5 text-stone-500 transition-transform motion-reduce:transition-none dark:text-stone-400 ${open ? 'rotate-90' : ''}`} />
          <span className="min-w-0">
            <span className="mr-2 font-semibold">{name}</span>
            {spell && <SpellBadges spell={spell} />}
            {owned.status === 'alwaysPrepared' && <span className="ml-1"><Badge>{t('spellbook.badge.alwaysPrepared')}</Badge></span>}
            {badge && <span className="ml-1"><Badge>{badge}</Badge></span>}
            {facts && (
              <span className="block text-sm text-stone-600 dark:text-stone-400">
                {facts.castingTime} · {facts.range} · <span className="whitespace-nowrap">{facts.components}</span>
              </span>
            )}
          </span>
        </button>
        {showCast && spell && (
          <Link
            href={characterPath('/boj', characterId, `cast=${encodeURIComponent(owned.spellId)}&class=${owned.classId}`)}
            aria-label={t('spellbook.castLabel', { name })}
            className="print-hide inline-flex min-h-11 shrink-0 items-center rounded-lg border border-accent-700 px-3 text-sm font-semibold text-accent-800 hover:bg-accent-50 dark:border-accent-200 dark:text-accent-100 dark:hover:bg-stone-800"
          >
            {t('spellbook.cast')}
          </Link>
        )}
      </div>
      {flag && <p id={`${uid}-flag`} className="mx-1 mb-1 rounded-lg border border-amber-400 bg-amber-50 px-3 py-1 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">{flag}</p>}
      {limitWarning && (
        <div role="alert" onKeyDown={(e) => e.key === 'Escape' && closeWarning(limitWarning.onCancel)()} className="mx-1 mb-1 flex flex-wrap items-center gap-2 rounded-lg border border-amber-400 bg-amber-50 px-3 py-1 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          {/* a line of its own on a phone: the buttons go below the text, not beside a narrow column */}
          <p className="min-w-0 grow basis-60 py-1 text-sm">{limitWarning.text}</p>
          <button type="button" onClick={closeWarning(limitWarning.onCancel)} className="ml-auto min-h-11 rounded-lg px-3 text-sm font-medium hover:bg-amber-100 dark:hover:bg-amber-900">
            {t('common.cancel')}
          </button>
          <button type="button" onClick={closeWarning(limitWarning.onInsist)} className="min-h-11 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800">
            {limitWarning.insist}
          </button>
        </div>
      )}
      <div id={`${uid}-detail`} hidden={!open} className="space-y-2 border-t border-stone-200 px-3 py-2 dark:border-stone-700">
        {open && (
          <>
            {spell && full && (
              <>
                <p><em className="text-stone-800 dark:text-stone-200">{spellLevelSchool(tt, spell, true)}</em></p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {[
                    [t('spellbook.field.castingTime'), full.castingTime],
                    [t('spellbook.field.range'), full.range],
                    [t('spellbook.field.components'), full.components],
                    [t('spellbook.field.duration'), full.duration],
                  ].map(([k, v]) => (
                    <Fragment key={k}>
                      <dt className="font-semibold">{k}</dt>
                      <dd>{v}</dd>
                    </Fragment>
                  ))}
                </dl>
                <SpellText paragraphs={spell.text.description} headingLevel={5} tableLabel={t('catalog.detail.table')} />
                {spell.text.higherLevels?.length ? <SpellText paragraphs={spell.text.higherLevels} lead={t('spellbook.field.higherLevels')} headingLevel={5} tableLabel={t('catalog.detail.table')} /> : null}
              </>
            )}
            <div className="flex justify-end">
              <button
                type="button"
                onClick={onRemove}
                aria-label={t('spellbook.removeLabel', { name })}
                className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
              >
                {t('spellbook.remove')}
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  );
}

// One spellcasting class in the spellbook: its numbers, cantrips, known or prepared spells (limits
// x / y; over-limit shown, never prevented), the wizard's spellbook and always-prepared spells.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppStore } from '../../store/app-store';
import type { ClassCasting } from '../../store/derived';
import type { Character } from '../../store/types';
import { COPY_GP_PER_LEVEL, COPY_HOURS_PER_LEVEL, activeSignatureSpells, freeWizardSpells, maxSpellLevelForClass, additionalMagicalSecrets, alwaysPreparedSource, anySchoolMax, classSpellListId, expectsAlwaysPrepared, halfCopyCost, hasSpellMastery, isMagicalSecret, magicalSecretsKnown, offListAllowance, offSchoolKnown, ownedLevelFlag, pactSpell, requiredCantrip, restrictedSchools, type ClassId } from '../../rules';
import { castingConditionsOf } from '../../store/gear';
import { toMechanics } from '../../data/mechanics';
import { Button } from '../../components/Button';
import { ClassStats } from '../../components/CastingStats';
import { className as classNameOf, freeWizardLimit } from '../../components/format';
import { PlusIcon } from '../../components/icons';
import { entryLevel, groupByLevel, type SpellEntry } from './groups';
import { SpellRow } from './SpellRow';
import { showsSubclassSpells, SubclassSpells } from './SubclassSpells';
import { WizardSpells } from './WizardSpells';
import { missingSpellName } from '../../components/spell-name';

export type Notify = (text: string, onUndo?: () => void, extra?: ReactNode) => void;

function Counter({ have, max }: { have: number; max: number }) {
  const { t } = useTranslation();
  const over = have > max;
  return (
    <span className={`ml-2 text-base font-semibold tabular-nums ${over ? 'text-amber-800 dark:text-amber-300' : 'text-stone-700 dark:text-stone-300'}`}>
      {have} / {max}
      {over && <span className="sr-only"> {t('common.dash')} {t('spellbook.overLimit', { have, max })}</span>}
    </span>
  );
}

function Subsection({ title, counter, hint, empty, children }: { title: string; counter?: ReactNode; hint?: ReactNode; empty?: string; children?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-serif text-lg font-bold">
        {title}
        {counter && ' '}
        {counter}
      </h3>
      {hint && <p className="text-sm text-stone-600 dark:text-stone-400">{hint}</p>}
      {children ?? (empty && <p className="text-stone-600 dark:text-stone-400">{empty}</p>)}
    </section>
  );
}

export function useRemove(character: Character, notify: Notify, numbers?: ReadonlyMap<string, number>) {
  const { t } = useTranslation();
  const removeSpell = useAppStore((s) => s.removeSpell);
  const addSpell = useAppStore((s) => s.addSpell);
  return (e: SpellEntry) => {
    // the row goes away with the focused "Odebrat": focus moves to a neighbouring row
    const next = focusAfterRemoval(document.activeElement);
    const r = removeSpell(character.id, e.owned.spellId, e.owned.classId);
    if (!r.ok) return;
    next?.focus();
    const name = e.spell?.text.name ?? missingSpellName(t, e.owned.spellId, { numbers });
    const spell = e.spell;
    notify(
      t('spellbook.removed', { name }),
      spell
        ? () => {
            const back = addSpell(character.id, { spell: toMechanics(spell), classId: e.owned.classId, status: e.owned.status }, { force: true });
            notify(back.ok ? t('spellbook.restored', { name }) : t('spellbook.restoreFailed'));
            // the spell's row is back: focus on it once it is drawn
            if (back.ok) requestAnimationFrame(() => rowButton(document.querySelector(`li[data-spell-row="${e.owned.classId}:${e.owned.spellId}"]`))?.focus());
          }
        : undefined,
    );
  };
}

const rowButton = (li: Element | null) => li?.querySelector<HTMLElement>('button[aria-expanded]') ?? null;

/** Where focus goes when the row holding `active` is removed: the next row, the previous one, or the
 *  first control of the row's section. */
function focusAfterRemoval(active: Element | null): HTMLElement | null {
  const li = active?.closest('li[data-spell-row]');
  if (!li) return null;
  return rowButton(li.nextElementSibling) ?? rowButton(li.previousElementSibling) ?? li.closest('section')?.querySelector<HTMLElement>('a[href], button') ?? document.getElementById('main');
}

/** Spells known of this class from outside its schools, among the spellbook's entries. */
function offSchoolCount(cls: ClassCasting, entries: SpellEntry[]): number {
  const byId = new Map(entries.map((e) => [e.owned.spellId, e.spell]));
  return offSchoolKnown(cls, entries.map((e) => e.owned), (id) => byId.get(id));
}

/** A bard's spells known (cantrips too) from other classes' lists, among the spellbook's entries. */
function secretsCount(cls: ClassCasting, entries: SpellEntry[]): number {
  const byId = new Map(entries.map((e) => [e.owned.spellId, e.spell]));
  return magicalSecretsKnown(cls, entries.map((e) => e.owned), (id) => byId.get(id)?.classes);
}

export function SpellList({ entries, byLevel = true, render }: { entries: SpellEntry[]; byLevel?: boolean; render: (e: SpellEntry) => ReactNode }) {
  const { t } = useTranslation();
  if (!byLevel) return <ul className="grid gap-2">{entries.map(render)}</ul>;
  return (
    <div className="grid gap-3">
      {groupByLevel(entries, entryLevel).map((g) => (
        <div key={g.level}>
          <h4 className="mb-1 text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">
            {g.level === 0 ? t('spellbook.section.cantrips') : g.level === 99 ? t('spellbook.section.unknown') : t('spellbook.level', { level: g.level })}
          </h4>
          <ul className="grid gap-2">{g.items.map(render)}</ul>
        </div>
      ))}
    </div>
  );
}

export function ClassSection({ character, cls, proficiencyBonus, entries, numbers, onPrepare, notify }: {
  character: Character;
  cls: ClassCasting;
  proficiencyBonus: number;
  entries: SpellEntry[];
  /** numbers telling apart the character's spells missing from the catalog */
  numbers: ReadonlyMap<string, number>;
  onPrepare: (classId: ClassId) => void;
  notify: Notify;
}) {
  const { t, i18n } = useTranslation();
  const setStatus = useAppStore((s) => s.setSpellStatus);
  const remove = useRemove(character, notify, numbers);
  const headId = useId();
  const label = classNameOf(t, cls);
  const level = (e: SpellEntry) => e.spell?.level ?? 1;
  // a bard's Magical Secrets cantrip is one of the spells known (SRD Bard): listed and counted there
  const secretsMax = offListAllowance(cls);
  const secret = (e: SpellEntry) => secretsMax > 0 && isMagicalSecret(cls, e.owned, () => e.spell?.classes);
  // more than the level allows (a bard lowered from 10th keeps them): said, and each one flagged
  const secretsHave = secretsCount(cls, entries);
  const cantrips = entries.filter((e) => level(e) === 0 && e.owned.status !== 'alwaysPrepared' && !secret(e));
  const always = entries.filter((e) => e.owned.status === 'alwaysPrepared');
  const shadows = cls.classId === 'warlock' ? entries.filter((e) => level(e) > 0 && e.owned.status === 'inBook') : [];
  const main = entries.filter((e) => (level(e) > 0 || secret(e)) && e.owned.status !== 'alwaysPrepared' && !shadows.includes(e));
  const isWizard = cls.classId === 'wizard';
  // the wizard spells a wizard of this level has written in for free (6 at 1st level, 2 per level
  // after it): how many of them the book still lacks, as a guide while filling it in
  const free = isWizard ? freeWizardSpells(0, cls.level) : null;
  const bookFree = { left: free ? Math.max(0, free.count - main.length) : 0, maxLevel: free?.maxLevel ?? 0, limit: free ? freeWizardLimit(t, i18n.language, free.tiers) : '' };
  // a wizard's signature spells are always prepared (20th level), mastered spells marked (18th)
  const signature = isWizard ? activeSignatureSpells(character.classes, { signature: character.signatureSpells }) : [];
  const mastered = isWizard && hasSpellMastery(character.classes) ? (character.masterySpells ?? []) : [];
  const badgeOf = (e: SpellEntry) => (signature.includes(e.owned.spellId) ? t('spellbook.badge.signature') : mastered.includes(e.owned.spellId) ? t('spellbook.badge.mastery') : undefined);
  const listId = classSpellListId(cls) ?? cls.classId;
  // "Přidat kouzla" opens the list on the levels the class can take now (one above them is refused
  // there anyway, unless the GM allows it); no level filter when every level is open
  const maxLevel = maxSpellLevelForClass(cls);
  const levels = [...(cls.cantrips.max > 0 ? [0] : []), ...Array.from({ length: maxLevel }, (_, i) => i + 1)];
  const levelQuery = levels.length === 0 || levels.length === 10 ? '' : `&level=${levels.join(',')}`;
  // a spell prepared over the limit is refused at its row; the GM may allow it (as casting does)
  const [overLimit, setOverLimit] = useState<string | null>(null);
  const prepare = (e: SpellEntry, on: boolean, insist = false) => {
    if (on && !insist && cls.spells && cls.spells.have >= cls.spells.max) {
      setOverLimit(e.owned.spellId);
      return;
    }
    setOverLimit(null);
    setStatus(character.id, e.owned.spellId, e.owned.classId, on ? 'prepared' : 'inBook');
  };
  // e.g. a custom spell whose level was raised in the editor after it was prepared
  const levelFlag = (e: SpellEntry) => {
    const f = ownedLevelFlag({ classId: cls.classId, level: cls.level, subclassId: cls.subclassId }, e.owned, e.spell?.level);
    if (f) return t(`spellbook.flag.${f.code}`, { spellLevel: f.spellLevel, maxLevel: f.maxLevel });
    return secretsHave > secretsMax && isMagicalSecret(cls, e.owned, () => e.spell?.classes) ? t('spellbook.flag.secretsOver', { have: secretsHave, max: secretsMax }) : undefined;
  };
  const row = (e: SpellEntry, opts: { toggle?: boolean } = {}) => (
    <SpellRow
      key={`${e.owned.classId}:${e.owned.spellId}`}
      owned={e.owned}
      spell={e.spell}
      characterId={character.id}
      onRemove={() => remove(e)}
      flag={levelFlag(e)}
      numbers={numbers}
      badge={badgeOf(e)}
      prepareToggle={opts.toggle ? (signature.includes(e.owned.spellId) ? { checked: true, disabled: true, onChange: () => {} } : { checked: e.owned.status === 'prepared', onChange: (on) => prepare(e, on) }) : undefined}
      limitWarning={
        overLimit === e.owned.spellId && cls.spells
          ? {
              text: t('spellbook.limit.prepared', { have: cls.spells.have, max: cls.spells.max }),
              insist: t('spellbook.limit.insist'),
              onInsist: () => prepare(e, true, true),
              onCancel: () => setOverLimit(null),
            }
          : undefined
      }
    />
  );
  // Eldritch Knight / Arcane Trickster: how many spells known come from outside their two schools
  const schoolHint = restrictedSchools(cls)
    ? t(`spellbook.hint.schools_${cls.classId}`, {
        have: offSchoolCount(cls, main),
        max: anySchoolMax(cls.level),
      })
    : undefined;
  // a bard with Magical Secrets: how many spells known come from other classes' lists
  const secretsHint = secretsMax > 0 || secretsHave > 0 ? t('spellbook.hint.secrets', { context: additionalMagicalSecrets(cls) > 0 ? 'lore' : undefined, have: secretsHave, max: secretsMax }) : undefined;
  // Pact of the Chain: find familiar known besides the spells known (cast from Boj)
  const chainHint = pactSpell(cls, character.pactBoon) ? t('spellbook.hint.chainSpell') : undefined;
  const mustKnow = requiredCantrip(cls);
  const cantripHint = mustKnow && !cantrips.some((e) => e.owned.spellId === mustKnow) ? (
    <>
      {t(`spellbook.hint.requiredCantrip_${cls.classId}`)}{' '}
      <Link href={`/kouzla/${mustKnow}`} className="font-medium text-accent-800 underline underline-offset-2 dark:text-accent-200">{t(`spellbook.hint.requiredCantripLink_${cls.classId}`)}</Link>
    </>
  ) : cls.tomeCantrips ? (
    <>
      {t('spellbook.hint.tomeCantrips', { have: cls.tomeCantrips.have, max: cls.tomeCantrips.max })}
      {cls.tomeCantrips.have > cls.tomeCantrips.max && <span className="font-semibold text-amber-800 dark:text-amber-300"> {t('spellbook.overLimit', { have: cls.tomeCantrips.have, max: cls.tomeCantrips.max })}</span>}{' '}
      <Link href={`/kouzla?level=0&for=${cls.classId}`} className="font-medium text-accent-800 underline underline-offset-2 dark:text-accent-200">{t('spellbook.hint.tomeCantripsLink')}</Link>
    </>
  ) : undefined;
  // empty only where the class's record leads one to expect such spells (cleric 1+, a Land druid 3+,
  // paladin 3+); a spell stored with this status shows in any class
  const showAlways = always.length > 0 || expectsAlwaysPrepared(cls);
  // "add them from the catalog" only where no list of the subclass's spells (and its add button)
  // or the way to record the druid's land follows: the sentence would point away from that button
  const alwaysSource = alwaysPreparedSource(cls.classId)?.source;
  const alwaysHint = [t('spellbook.hint.alwaysPrepared', { context: alwaysSource }), ...(alwaysSource && !showsSubclassSpells(cls) ? [t('spellbook.hint.alwaysPreparedFromCatalog')] : [])].join(' ');
  return (
    <section aria-labelledby={headId} className="grid gap-4 rounded-2xl border border-stone-200 bg-stone-100/60 p-3 md:p-4 dark:border-stone-800 dark:bg-stone-900/60">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headId} className="mr-auto font-serif text-xl font-bold text-accent-900 dark:text-accent-100">{t('characters.stats.heading', { class: label, level: cls.level })}</h2>
        {cls.prepares && (
          <Button onClick={() => onPrepare(cls.classId)}>{t('spellbook.preparation.start')}</Button>
        )}
        <Link
          href={`/kouzla?class=${listId}${levelQuery}&for=${cls.classId}`}
          aria-label={t('spellbook.addSpellsLabel', { class: label })}
          className="print-hide inline-flex min-h-11 items-center gap-1 rounded-lg bg-accent-700 px-4 font-medium text-white hover:bg-accent-800 dark:bg-accent-600 dark:hover:bg-accent-700"
        >
          <PlusIcon />
          {t('spellbook.addSpells')}
        </Link>
      </div>
      <ClassStats cls={cls} proficiencyBonus={proficiencyBonus} />

      {(cls.cantrips.max > 0 || cantrips.length > 0) && (
        <Subsection title={t('spellbook.section.cantrips')} counter={<Counter have={cls.cantrips.have} max={cls.cantrips.max} />} hint={cantripHint} empty={t('spellbook.hint.emptyCantrips')}>
          {cantrips.length ? <SpellList entries={cantrips} byLevel={false} render={(e) => row(e)} /> : undefined}
        </Subsection>
      )}

      {isWizard ? (
        <Subsection
          title={t('spellbook.section.book')}
          counter={<span className="ml-2 text-base font-normal text-stone-700 dark:text-stone-300">({t('spellbook.total', { count: main.length })})</span>}
          hint={main.length ? [t('spellbook.hint.book'), ...(bookFree.left ? [t('spellbook.hint.freeLeft', { count: bookFree.left, maxLevel: bookFree.maxLevel })] : []), t('spellbook.hint.copy', { hours: COPY_HOURS_PER_LEVEL, gp: COPY_GP_PER_LEVEL }), ...(halfCopyCost(character.classes) ? [t('spellbook.hint.copyEvocation')] : []), ...(bookFree.left ? [] : [t('spellbook.hint.freeOnLevelUp')])].join(' ') : undefined}
          empty={bookFree.left ? t('spellbook.hint.emptyBookFree', { count: bookFree.left, level: cls.level, limit: bookFree.limit }) : t('spellbook.hint.emptyBook')}
        >
          {main.length ? (
            <>
              <p className="font-semibold">
                {t('spellbook.section.prepared')}{' '}
                {cls.spells && <Counter have={cls.spells.have} max={cls.spells.max} />}
              </p>
              <SpellList entries={main} render={(e) => row(e, { toggle: true })} />
            </>
          ) : undefined}
        </Subsection>
      ) : (
        cls.spells && (
          <Subsection title={t(`spellbook.section.${cls.spells.kind}`)} counter={<Counter have={cls.spells.have} max={cls.spells.max} />} hint={schoolHint ?? secretsHint ?? chainHint} empty={t('spellbook.hint.empty')}>
            {main.length ? <SpellList entries={main} render={(e) => row(e)} /> : undefined}
          </Subsection>
        )
      )}

      {isWizard && <WizardSpells character={character} level={cls.level} entries={main} notify={notify} />}

      {showAlways && (
        <Subsection title={t('spellbook.section.alwaysPrepared')} hint={alwaysHint}>
          <SubclassSpells character={character} cls={cls} notify={notify} />
          {always.length ? <SpellList entries={always} render={(e) => row(e)} /> : undefined}
        </Subsection>
      )}

      {(shadows.length > 0 || (cls.classId === 'warlock' && castingConditionsOf(character).hasBookOfAncientSecrets)) && (
        <Subsection title={t('spellbook.section.shadows')} empty={t('spellbook.hint.empty')}>
          {shadows.length ? <SpellList entries={shadows} render={(e) => row(e)} /> : undefined}
        </Subsection>
      )}
    </section>
  );
}

// One-tap spellbook controls on the catalog rows, for the tab's chosen character: "+" adds the spell
// for the first casting class whose list has it (the wizard's book, a cleric's prepared list, a
// bard's spells known), first among the classes the catalog is filtered by (a player who came from
// Kniha's "Přidat kouzla" of one class), a toggle prepares or unprepares (wizard: in the book ↔ prepared; a class
// preparing from its whole list: prepared ↔ not in the list; a known caster: known ↔ not), and a
// marker shows what is in the book already. A full limit (or a level out of reach) is said at the
// row with the GM's override, as in Kniha; each override allows the one refusal shown.
// Performance: the list subscribes to the chosen character's classes and spells only, and each row
// gets a one-word mark, so a tap re-renders the one row whose mark changed.
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAddSpell, classSpellListId, type AddSpellError, type ClassLevel, type OwnedSpell, type PactBoon, type SpellStatus } from '../../rules';
import type { SpellSummary } from '../../data/types';
import { useAppStore } from '../../store/app-store';
import { addFactsOf } from '../../store/gear';
import { chosenCharacterId } from '../../store/characters';
import { toMechanics } from '../../data/mechanics';
import { BookIcon, PlusIcon } from '../../components/icons';
import { addStatusFor, casterFor, fullLimit, type SpellOf } from './limits';
import type { ToastMessage } from '../../components/UndoToast';
import type { TFn } from '../../data/format-fields';
import { useCharacterValue } from '../../store/hooks';

/** What a row offers: add; in the wizard's book (unprepared / prepared); prepared or known (a tap
 *  takes it out); in the book for good (always prepared, Book of Shadows: change it in Kniha). */
export type RowMark = 'add' | 'inBook' | 'preparedBook' | 'prepared' | 'known' | 'fixed';

/** A refusal at a row: the rule's code with its numbers, and the tap to repeat with the GM's leave;
 *  `waived`: the refusals the GM already allowed for this tap. */
export interface RowWarning { spellId: string; code: string; have?: number; max?: number; level?: number; classId: string; prepare: boolean; waived: readonly string[] }

export interface QuickActions {
  /** `waived`: refusals (rule codes, full limits) the GM allowed, each on its own */
  add(spell: SpellSummary, waived?: readonly string[]): void;
  /** on: prepare (over a full limit only when waived); off: unprepare or take out of the list */
  toggle(spell: SpellSummary, on: boolean, waived?: readonly string[]): void;
  dismiss(): void;
}

export interface QuickAdd {
  markOf(spell: SpellSummary): RowMark | null;
  /** "removed", with its undo (a tap that took a spell out of the character's list) */
  toast: ToastMessage | null;
  closeToast(): void;
  /** the chosen character has a wizard: rows keep room for the "Připraveno" box */
  twoSlots: boolean;
  warning: RowWarning | null;
  actions: QuickActions;
}

const NO_SPELLS: OwnedSpell[] = [];

/** The class a row adds for, and the character's entry of the spell the row is about: the one of
 *  that class; another class's only when the player asked for no class. From a class's "Přidat
 *  kouzla" (or its filter) a spell another class has is still one to add for the class asked for,
 *  and a tap must not take it from the other class. */
function rowOf(classes: readonly ClassLevel[], pactBoon: PactBoon | undefined, owned: readonly OwnedSpell[], spell: SpellSummary, prefer: string) {
  const cl = casterFor(classes, spell, prefer, pactBoon);
  const mine = owned.filter((o) => o.spellId === spell.id);
  const asked = !!cl && prefer.split(',').some((p) => p === cl.classId || p === classSpellListId(cl));
  const entry = (cl && mine.find((x) => x.classId === cl.classId)) ?? (asked ? undefined : mine[0]);
  return { cl, entry };
}

function markFor(classes: readonly ClassLevel[], pactBoon: PactBoon | undefined, owned: readonly OwnedSpell[] | undefined, spell: SpellSummary, prefer: string): RowMark | null {
  const { cl, entry: o } = rowOf(classes, pactBoon, owned ?? NO_SPELLS, spell, prefer);
  if (!o) return cl ? 'add' : null;
  if (o.status === 'alwaysPrepared' || (o.status === 'inBook' && o.classId !== 'wizard')) return 'fixed';
  if (o.classId === 'wizard' && spell.level > 0) return o.status === 'prepared' ? 'preparedBook' : 'inBook';
  return o.status === 'prepared' ? 'prepared' : 'known';
}

let toastId = 0;

const OVERRIDABLE = new Set(['notOnClassList', 'levelTooHigh', 'noCantrips', 'cantripLimit', 'knownLimit', 'preparedLimit', 'arcanumLimit']);

/** `spellOf`: a spell's level and school by id (the counts leave out spells the catalog does not have);
 *  `prefer`: the class the player came from and the catalog's class filter, comma-separated. */
export function useQuickAdd(spellOf: SpellOf, prefer = ''): QuickAdd | null {
  const id = useAppStore(chosenCharacterId);
  const classes = useCharacterValue(id, (c) => c.classes);
  const spells = useCharacterValue(id, (c) => c.spells) ?? NO_SPELLS;
  const pactBoon = useCharacterValue(id, (c) => c.pactBoon);
  const [warning, setWarning] = useState<RowWarning | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const { t } = useTranslation();

  const actions = useMemo<QuickActions>(() => {
    // read at the tap: the rows need not change when another character or the store does
    const current = () => useAppStore.getState().characters.find((c) => c.id === id);
    const row = (spell: SpellSummary) => {
      const character = current();
      return character ? { character, ...rowOf(character.classes, character.pactBoon, character.spells, spell, prefer) } : null;
    };
    /** `prepare`: the row's entry is prepared; otherwise the spell is added for the row's class */
    const act = (spell: SpellSummary, status: SpellStatus, prepare: boolean, waived: readonly string[]) => {
      const r0 = row(spell);
      const owner = prepare ? r0?.entry?.classId : r0?.cl?.classId;
      if (!r0 || !owner) return;
      const { character } = r0;
      const ownerClass = character.classes.find((c) => c.classId === owner);
      const level = ownerClass?.level;
      const mechanics = toMechanics(spell);
      const allowed = waived as AddSpellError[];
      // the class's own rule first (a spell above its slots or off its list), then a full limit
      const rule = !prepare && ownerClass ? checkAddSpell(ownerClass, mechanics, status, character.spells, allowed, addFactsOf(character)) : null;
      if (rule && !rule.ok && OVERRIDABLE.has(rule.error)) return setWarning({ spellId: spell.id, code: rule.error, classId: owner, prepare, level, waived });
      const limit = fullLimit(character, owner, spell, status, spellOf);
      if (limit && !waived.includes(limit.code)) return setWarning({ spellId: spell.id, classId: owner, prepare, ...limit, level, waived });
      const store = useAppStore.getState();
      const r = prepare ? store.setSpellStatus(character.id, spell.id, owner, status) : store.addSpell(character.id, { spell: mechanics, classId: owner, status }, { waived: allowed });
      if (r.ok) setWarning(null);
      else if (OVERRIDABLE.has(r.error)) setWarning({ spellId: spell.id, code: r.error, classId: owner, prepare, level, waived });
    };
    return {
      add(spell, waived = []) {
        const cl = row(spell)?.cl;
        const status = cl && addStatusFor(cl, spell);
        if (status) act(spell, status, false, waived);
      },
      toggle(spell, on, waived = []) {
        const r0 = row(spell);
        const o = r0?.entry;
        if (!r0 || !o) return;
        const { character } = r0;
        if (on) return act(spell, 'prepared', true, waived);
        setWarning(null);
        if (o.classId === 'wizard' && spell.level > 0) return void useAppStore.getState().setSpellStatus(character.id, spell.id, o.classId, 'inBook');
        if (!useAppStore.getState().removeSpell(character.id, spell.id, o.classId).ok) return;
        // Out of the list is a loss (a known spell may have been chosen at a level-up): with undo.
        const name = spell.text.name;
        setToast({
          id: ++toastId,
          text: t('spellbook.removed', { name }),
          onUndo: () => {
            const back = useAppStore.getState().addSpell(character.id, { spell: toMechanics(spell), classId: o.classId, status: o.status }, { force: true });
            setToast({ id: ++toastId, text: back.ok ? t('spellbook.restored', { name }) : t('spellbook.restoreFailed') });
          },
        });
      },
      dismiss: () => setWarning(null),
    };
  }, [id, spellOf, prefer, t]);

  const marks = useMemo(() => {
    if (!classes) return null;
    const byId = new Map<string, OwnedSpell[]>();
    for (const o of spells) byId.set(o.spellId, [...(byId.get(o.spellId) ?? []), o]);
    return { classes, pactBoon, byId };
  }, [classes, pactBoon, spells]);
  const markOf = useCallback((spell: SpellSummary) => (marks ? markFor(marks.classes, marks.pactBoon, marks.byId.get(spell.id), spell, prefer) : null), [marks, prefer]);
  const twoSlots = !!classes?.some((c) => c.classId === 'wizard');
  const closeToast = useCallback(() => setToast(null), []);
  return useMemo(() => (classes?.some((c) => classSpellListId(c) !== null) ? { markOf, twoSlots, warning, actions, toast, closeToast } : null), [classes, markOf, twoSlots, warning, actions, toast, closeToast]);
}

const BTN = 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg';

/** The controls at the row's end: a fixed width for the character, so a tap shifts nothing. After
 *  "+" the focus moves to the control that replaced it (keyboard users stay in the row). */
export const RowControls = memo(function RowControls({ spell, mark, twoSlots, warning, actions, t }: { spell: SpellSummary; mark: RowMark; twoSlots: boolean; warning?: RowWarning; actions: QuickActions; t: TFn }) {
  const name = spell.text.name;
  const book = mark === 'inBook' || mark === 'preparedBook';
  const toggle = mark === 'add' || mark === 'prepared' || mark === 'known';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const boxRef = useRef<HTMLInputElement>(null);
  const added = useRef(false);
  useEffect(() => {
    if (!added.current || mark === 'add') return;
    added.current = false;
    (boxRef.current ?? buttonRef.current)?.focus();
  }, [mark]);
  // "Zrušit" (or Escape) at the warning: focus back on the control the warning is about, not lost
  const cancel = () => {
    added.current = false;
    actions.dismiss();
    (boxRef.current ?? buttonRef.current)?.focus();
  };
  const label = mark === 'add' ? t('catalog.quick.add', { name }) : mark === 'prepared' ? t('spellbook.preparedLabel', { name }) : t('catalog.quick.known', { name });
  return (
    <div
      className={`flex shrink-0 items-center justify-end pr-1 ${twoSlots ? 'w-[5.75rem]' : 'w-12'}`}
      onKeyDown={warning ? (e) => { if (e.key === 'Escape') cancel(); } : undefined}
    >
      {toggle ? (
        <button
          ref={buttonRef}
          type="button"
          aria-label={label}
          aria-pressed={mark === 'add' ? undefined : true}
          onClick={() => {
            if (mark !== 'add') return actions.toggle(spell, false);
            added.current = true;
            actions.add(spell);
          }}
          className={`${BTN} ${mark === 'add' ? 'border border-accent-700 text-accent-800 hover:bg-accent-50 dark:border-accent-200 dark:text-accent-100 dark:hover:bg-stone-800' : 'bg-accent-700 text-white hover:bg-accent-800 dark:bg-accent-600'}`}
        >
          {mark === 'add' ? <PlusIcon className="size-6" /> : <CheckIcon />}
        </button>
      ) : (
        <span role="img" aria-label={t('catalog.quick.inBook', { name })} className={`${BTN} text-accent-800 dark:text-accent-200`}>
          <BookIcon />
        </span>
      )}
      {book && (
        <label className={`${BTN} cursor-pointer hover:bg-stone-100 dark:hover:bg-stone-800`}>
          <input ref={boxRef} type="checkbox" checked={mark === 'preparedBook'} onChange={(e) => actions.toggle(spell, e.target.checked)} aria-label={t('spellbook.preparedLabel', { name })} className="size-5 accent-accent-700" />
        </label>
      )}
      {warning && <WarningPopover warning={warning} spell={spell} actions={actions} onCancel={cancel} />}
    </div>
  );
});

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="size-6">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** Under the row, over the rows below (the list keeps its fixed row heights). */
function WarningPopover({ warning, spell, actions, onCancel }: { warning: RowWarning; spell: SpellSummary; actions: QuickActions; onCancel: () => void }) {
  const { t } = useTranslation();
  // context: a text of the class where it has one (schoolLimit_fighter)
  const text = t(`catalog.addErrors.${warning.code}`, { context: warning.classId, class: t(`catalog.class.${warning.classId}`), level: warning.level, spellLevel: spell.level, have: warning.have, max: warning.max });
  const waived = [...warning.waived, warning.code];
  const insist = () => (warning.prepare ? actions.toggle(spell, true, waived) : actions.add(spell, waived));
  return (
    <div role="alert" className="absolute inset-x-1 top-full z-10 flex flex-wrap items-center gap-2 rounded-lg border border-amber-400 bg-amber-50 px-3 py-1 text-amber-950 shadow-lg dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <p className="min-w-0 flex-1 basis-56 py-1 text-sm">{text}</p>
      <button type="button" onClick={onCancel} className="min-h-11 rounded-lg px-3 text-sm font-medium hover:bg-amber-100 dark:hover:bg-amber-900">
        {t('common.cancel')}
      </button>
      <button type="button" onClick={insist} className="min-h-11 rounded-lg bg-red-700 px-3 text-sm font-semibold text-white hover:bg-red-800">
        {warning.prepare ? t('spellbook.limit.insist') : t('catalog.add.insist')}
      </button>
    </div>
  );
}

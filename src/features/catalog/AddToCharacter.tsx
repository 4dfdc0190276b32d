// "Přidat postavě": put a catalog spell into a character's spellbook for one of its spellcasting
// classes, as known / prepared / into the wizard's spellbook (the choices come from the rules).
// The store refuses what the class list does not allow; for the overridable refusals the player
// sees why as soon as the choice is made, and may insist (homebrew tables). Each insisting allows the
// one refusal shown: a second one (an always-prepared spell of a class without a domain, circle or
// oath, above its level) is shown next and needs its own.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { LAND_CIRCLE, allowedStatuses, alwaysPreparedAt, alwaysPreparedSource, checkAddSpell, classSpellListId, maxSpellLevelForClass, type AddSpellError, type ClassId, type ClassLevel, type SpellMechanics, type SpellStatus } from '../../rules';
import { useAppStore } from '../../store/app-store';
import { addFactsOf } from '../../store/gear';
import { addStatusFor, casterFor, fullLimit } from './limits';
import { parseFilters } from './filters';
import { useCatalog } from '../../data/useCatalog';
import type { Spell } from '../../data/types';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { chosenCharacterId } from '../../store/characters';
import { characterPath } from '../../components/character-path';

const OVERRIDABLE = new Set(['notOnClassList', 'levelTooHigh', 'noCantrips', 'noAlwaysPrepared', 'notSubclassSpell', 'circleNotRecorded', 'cantripLimit', 'knownLimit', 'preparedLimit', 'schoolLimit', 'secretsLimit', 'tomeLimit', 'arcanumLimit']);
const KNOWN_ERRORS = new Set(['notOnClassList', 'levelTooHigh', 'noCantrips', 'noAlwaysPrepared', 'notSubclassSpell', 'circleNotRecorded', 'alreadyOwned', 'statusNotForClass', 'notRitual', 'noBookOfSecrets', 'noSpellcasting', 'cantripLimit', 'knownLimit', 'preparedLimit', 'schoolLimit', 'secretsLimit', 'tomeLimit', 'arcanumLimit']);

type TFn = (key: string, opts?: Record<string, unknown>) => string;

export function statusLabel(t: TFn, status: SpellStatus, classId: ClassId, spellLevel: number): string {
  if (status === 'known' && spellLevel === 0) return t('catalog.status.knownCantrip');
  if (status === 'inBook' && classId === 'warlock') return t('catalog.status.inBookWarlock');
  // the cleric's domain, the druid's circle, the paladin's oath; for other classes a GM's exception
  if (status === 'alwaysPrepared') return t('catalog.status.alwaysPrepared', { context: alwaysPreparedSource(classId)?.source });
  return t(`catalog.status.${status}`);
}

/** Classes of a character that cast from some spell list (incl. Eldritch Knight / Arcane Trickster). */
function casterClasses(classes: readonly ClassLevel[]): ClassLevel[] {
  return classes.filter((c) => classSpellListId(c) !== null);
}

interface Added { spell: string; name: string; cls: string; status: string; forced: boolean }
interface Problem { code: string; overridable: boolean; have?: number; max?: number }

export function AddToCharacter({ spell }: { spell: Spell }) {
  const { t } = useTranslation();
  const tt = t as unknown as TFn;
  const characters = useAppStore((s) => s.characters);
  const activeId = useAppStore(chosenCharacterId);
  const [open, setOpen] = useState(false);
  const [charId, setCharId] = useState<string | null>(null);
  const [classChoice, setClassChoice] = useState<ClassId | null>(null);
  const [statusChoice, setStatusChoice] = useState<SpellStatus | null>(null);
  // a refusal of the store itself, after "Přidat" (the rules' own are worked out below, as chosen)
  const [failed, setFailed] = useState<Problem | null>(null);
  // the refusals the player insisted on for this choice (rule codes and full limits)
  const [waived, setWaived] = useState<string[]>([]);
  const catalog = useCatalog();
  const [added, setAdded] = useState<Added | null>(null);
  const ids = useId();
  // the class whose spellbook section sent the player to the catalog (an Eldritch Knight and a wizard share a list)
  const cameFrom = parseFilters(useSearch()).forClass;

  if (!characters.length) {
    // data-no-character: on a spell page rendered at build time (no stored state) the shell script in
    // index.html hides this box, keeping its height, on a device with stored data, until the app knows
    return (
      <div data-no-character="" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-dashed border-stone-300 px-3 py-2 dark:border-stone-700">
        <p className="text-stone-700 dark:text-stone-300">{t('catalog.add.noCharacter')}</p>
        <Link href="/postava/nova" className="inline-flex min-h-11 items-center font-semibold text-accent-800 underline dark:text-accent-200">
          {t('catalog.add.createCharacter')}
        </Link>
      </div>
    );
  }

  const character = characters.find((c) => c.id === (charId ?? activeId)) ?? characters[0];
  const classes = casterClasses(character.classes);
  const cl = classes.find((c) => c.classId === classChoice) ?? casterFor(classes, spell, cameFrom, character.pactBoon) ?? classes[0];
  const statuses = cl ? allowedStatuses(cl, spell.level) : [];
  const status = statusChoice && statuses.includes(statusChoice) ? statusChoice : cl ? addStatusFor(cl, spell) : undefined;
  const owned = character.spells.filter((s) => s.spellId === spell.id);
  const className = (id: ClassId) => t(`catalog.class.${id}`);

  const mechanics = spell as unknown as SpellMechanics;
  /** The first refusal not in `allowed`: one nobody can waive (the spell is already there so), then
   *  the class's own rule (a spell above its slots or off its list), then a full limit (cantrips,
   *  spells known or prepared); the GM allows each of the last two on its own. */
  const refusal = (allowed: readonly string[]): Problem | null => {
    if (!cl || !status) return null;
    const rule = checkAddSpell(cl, mechanics, status, character.spells, allowed as AddSpellError[], addFactsOf(character));
    if (!rule.ok) return { code: rule.error, overridable: rule.overridable };
    const limit = fullLimit(character, cl.classId, spell, status, (id) => catalog.byId.get(id));
    return limit && !allowed.includes(limit.code) ? { code: limit.code, overridable: true, have: limit.have, max: limit.max } : null;
  };
  const problem = failed ?? (open ? refusal(waived) : null);

  const reset = () => {
    setFailed(null);
    setWaived([]);
  };
  const submit = (insist: boolean) => {
    if (!cl || !status || (problem && !insist)) return;
    const allowed = insist && problem ? [...waived, problem.code] : waived;
    setWaived(allowed);
    setFailed(null);
    if (refusal(allowed)) return; // the next refusal shows, and needs its own insisting
    const res = useAppStore.getState().addSpell(character.id, { spell: mechanics, classId: cl.classId, status }, { waived: allowed as AddSpellError[] });
    if (res.ok) {
      setAdded({ spell: spell.text.name, name: character.name, cls: className(cl.classId), status: statusLabel(tt, status, cl.classId, spell.level), forced: allowed.length > 0 });
      setOpen(false);
    } else {
      setFailed({ code: res.error, overridable: OVERRIDABLE.has(res.error) });
    }
  };
  // a domain, circle or oath spell of a level the subclass grants later: the class level it comes at
  const grantedAt = problem?.code === 'levelTooHigh' && status === 'alwaysPrepared' && cl ? alwaysPreparedAt(cl.classId, spell.level) : null;
  // a druid without a circle recorded, or with Circle of the Land but no land: which one is missing
  // and a multiclass character's class above its own level: the slots of all classes do not count;
  // a class with no spell slots yet (a ranger 1) is said to cast nothing yet
  const levelContext = cl && maxSpellLevelForClass(cl) === 0 ? 'notYet' : character.classes.length > 1 ? 'multiclass' : cl?.classId;
  const problemContext = problem?.code === 'circleNotRecorded' ? (cl?.subclassId === LAND_CIRCLE ? 'land' : undefined) : problem?.code === 'levelTooHigh' ? levelContext : cl?.classId;
  const problemText = !problem
    ? ''
    : grantedAt !== null && cl
      ? t('catalog.addErrors.levelTooHighAlways', { context: alwaysPreparedSource(cl.classId)?.source, level: cl.level, spellLevel: spell.level, from: grantedAt })
      : t(`catalog.addErrors.${KNOWN_ERRORS.has(problem.code) ? problem.code : 'generic'}`, { context: problemContext, class: cl ? className(cl.classId) : '', terrain: cl?.terrain ? t(`characters.terrain.${cl.terrain}`) : '', level: cl?.level, spellLevel: spell.level, have: problem.have, max: problem.max });
  const select = 'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-2 text-base dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100';

  return (
    <div className="space-y-2">
      <Button
        variant="primary"
        onClick={() => {
          setAdded(null);
          reset();
          setOpen(true);
        }}
      >
        <span aria-hidden="true" className="text-xl leading-none">+</span>
        {t('catalog.add.button')}
      </Button>
      {added && (
        <div role="status" className="space-y-1 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50">
          <p>{t('catalog.add.added', { spell: added.spell, name: added.name, class: added.cls, status: added.status })}</p>
          {added.forced && <p className="text-sm">{t('catalog.add.addedForced')}</p>}
          <Link href={characterPath('/kniha', character.id)} className="inline-flex min-h-11 items-center font-semibold text-emerald-900 underline dark:text-emerald-100">
            {t('catalog.add.openSpellbook')}
          </Link>
        </div>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('catalog.add.title')} labelledBy={`${ids}-title`}>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit(false);
          }}
        >
          <p className="font-serif text-lg font-semibold">{spell.text.name}</p>
          <label className="block space-y-1">
            <span className="block text-sm font-semibold">{t('catalog.add.character')}</span>
            <select
              className={select}
              value={character.id}
              onChange={(e) => {
                setCharId(e.target.value);
                setClassChoice(null);
                reset();
              }}
            >
              {characters.map((c) => (
                <option key={c.id} value={c.id}>{c.name}</option>
              ))}
            </select>
          </label>
          {classes.length === 0 ? (
            <div className="space-y-2">
              <p>{t('catalog.add.noCasterClass')}</p>
              <Link href={characterPath('/postava', character.id)} className="inline-flex min-h-11 items-center font-semibold text-accent-800 underline dark:text-accent-200">
                {t('catalog.add.editCharacter')}
              </Link>
            </div>
          ) : (
            <>
              <label className="block space-y-1">
                <span className="block text-sm font-semibold">{t('catalog.add.class')}</span>
                <select
                  className={select}
                  value={cl?.classId}
                  onChange={(e) => {
                    setClassChoice(e.target.value as ClassId);
                    reset();
                  }}
                >
                  {classes.map((c) => (
                    <option key={c.classId} value={c.classId}>
                      {t('catalog.add.classOption', { class: className(c.classId), level: c.level })}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className="space-y-1">
                <legend className="mb-1 text-sm font-semibold">{t('catalog.add.status')}</legend>
                {statuses.map((s) => (
                  <label key={s} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-100 dark:hover:bg-stone-800">
                    <input
                      type="radio"
                      name={`${ids}-status`}
                      value={s}
                      checked={s === status}
                      onChange={() => {
                        setStatusChoice(s);
                        reset();
                      }}
                      className="size-5 shrink-0 accent-accent-700"
                    />
                    <span className="first-letter:uppercase">{statusLabel(tt, s, cl!.classId, spell.level)}</span>
                  </label>
                ))}
              </fieldset>
              {owned.length > 0 && (
                <p className="text-sm text-stone-700 dark:text-stone-300">
                  {t('catalog.add.owned', { list: owned.map((o) => t('catalog.add.ownedItem', { class: className(o.classId), status: statusLabel(tt, o.status, o.classId, spell.level) })).join(', ') })}
                </p>
              )}
              {problem && (
                <div role="alert" className={`space-y-2 rounded-xl border p-3 ${problem.overridable ? 'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50' : 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'}`}>
                  {problem.overridable && <p className="font-semibold">{t('catalog.add.warningTitle')}</p>}
                  <p>{problemText}</p>
                  {problem.code === 'circleNotRecorded' && (
                    <Link href={characterPath('/postava', character.id)} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2">
                      {t('catalog.add.editCharacter')}
                    </Link>
                  )}
                  {problem.overridable && <p className="text-sm">{t('catalog.add.insistHint')}</p>}
                </div>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
                {problem?.overridable ? (
                  <Button variant="danger" onClick={() => submit(true)}>{t('catalog.add.insist')}</Button>
                ) : (
                  <Button variant="primary" type="submit" disabled={problem !== null}>{t('catalog.add.submit')}</Button>
                )}
              </div>
            </>
          )}
        </form>
      </Dialog>
    </div>
  );
}

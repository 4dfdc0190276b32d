// Create or edit a character (routes /postava/nova and /postava/:id): name, classes with levels
// (multiclass, total 1–20), casting subclasses (Eldritch Knight, Arcane Trickster), ability scores,
// armour and the warlock's Book of Ancient Secrets. Invalid input is refused at the field with a
// Czech message (codes from src/store/character-input.ts); the store is written only when all passes.
// Before saving, a level change lists what it brings or takes away (LevelChangeSummary).
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useAppStore } from '../../store/app-store';
import { validateCharacterInput } from '../../store/character-input';
import { deriveCharacter } from '../../store/derived';
import { newCharacter } from '../../store/defaults';
import { armourProficientByDefault, armourTraining, CLASS_IDS, freeWizardSpells, levelChange, type ClassId } from '../../rules';
import { useCatalog } from '../../data/useCatalog';
import { Button } from '../../components/Button';
import { CastingSummary } from '../../components/CastingStats';
import { PlusIcon } from '../../components/icons';
import { editConflicts, toInput, type ClassRow } from './editor-draft';
import { useParkedDraft } from './useParkedDraft';
import { MissingCharacter } from './MissingCharacter';
import { AbilityFields, Checkbox, FieldError, inputClass, MulticlassNote, SubclassFields } from './EditorFields';
import { ClassFeaturesNote, LevelChangeSummary } from './LevelChangeSummary';
import { characterPath } from '../../components/character-path';
import { andList, freeWizardLimit } from '../../components/format';
import { useCharacter } from '../../store/hooks';

export default function CharacterEditor({ id }: { id?: string }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const existing = useCharacter(id);
  const create = useAppStore((s) => s.createCharacter);
  const update = useAppStore((s) => s.editCharacter);
  const setConditions = useAppStore((s) => s.setConditions);
  const catalog = useCatalog();
  const uid = useId();
  // opened: what the form's parts were before the player changed them (the unchanged ones follow the
  // live character); saving writes only what changed since
  const { draft, setDraft, opened, restored, finish, discard } = useParkedDraft(id ?? '', existing);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const nextKey = useRef(Math.max(-1, ...draft.classes.map((r) => r.key)) + 1);
  const formRef = useRef<HTMLFormElement>(null);

  const input = toInput(draft);
  const { errors, classes, abilities } = validateCharacterInput(input);
  const errorCount = Object.keys(errors).length;
  const shown = (path: string) => (submitted || touched.has(path) ? errors[path] : undefined);
  const touch = (path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path)));
  const levelTouched = draft.classes.some((_, i) => touched.has(`classes.${i}.level`));
  const groupError = submitted || levelTouched ? errors.classes : undefined;

  // Cheap (microseconds): recomputed on every keystroke from the valid input only.
  const derived = errorCount
    ? null
    : deriveCharacter({ ...(existing ?? newCharacter(draft.name || '-', classes, abilities)), classes, abilities }, (sid) => catalog.byId.get(sid)?.level, (sid) => catalog.byId.get(sid)?.classes);

  // deleted in another window: its undo brings the form back as it was (the hooks above keep the draft)
  if (id && !existing) return <MissingCharacter id={id} />;

  const setRow = (key: number, patch: Partial<ClassRow>) => setDraft((d) => ({ ...d, classes: d.classes.map((r) => (r.key === key ? { ...r, ...patch } : r)) }));
  const addRow = () =>
    setDraft((d) => {
      const used = new Set(d.classes.map((r) => r.classId));
      const classId = CLASS_IDS.find((c) => !used.has(c)) ?? 'wizard';
      // above every key in use: rows that follow the live character come with keys of their own
      const key = Math.max(nextKey.current, ...d.classes.map((r) => r.key + 1));
      nextKey.current = key + 1;
      return { ...d, classes: [...d.classes, { key, classId, level: '1', subclassId: '', terrain: '' }] };
    });
  const removeRow = (key: number) => setDraft((d) => ({ ...d, classes: d.classes.filter((r) => r.key !== key) }));

  const fieldId = (path: string): string => {
    if (path === 'name') return `${uid}-name`;
    if (path.startsWith('abilities.')) return `${uid}-ab-${path.slice(10)}`;
    const m = /^classes\.(\d+)\.(\w+)$/.exec(path);
    if (m) return `${uid}-${m[2] === 'level' ? 'lvl' : 'cls'}-${draft.classes[Number(m[1])]?.key}`;
    return `${uid}-lvl-${draft.classes[0]?.key}`;
  };

  // spells owned through a class the draft no longer has: the book keeps them apart, uncounted
  const leftBehind = [...(existing?.spells ?? []).reduce((m, s) => (draft.classes.some((r) => r.classId === s.classId) ? m : m.set(s.classId, (m.get(s.classId) ?? 0) + 1)), new Map<string, number>())];
  // a wizard level gained (or a new wizard): the spells the SRD lets the wizard write in for free
  const wizardRow = draft.classes.find((r) => r.classId === 'wizard');
  const wizardFree = wizardRow && /^\s*\d+\s*$/.test(wizardRow.level) ? freeWizardSpells(existing?.classes.find((c) => c.classId === 'wizard')?.level ?? 0, Number(wizardRow.level)) : null;
  // what the new class levels bring or take away, once every class row is valid (the saved
  // abilities: only the level change counts)
  const classesValid = !Object.keys(errors).some((k) => k.startsWith('classes'));
  const change = existing && classesValid ? levelChange(existing.classes, classes, { abilities: existing.abilities, owned: existing.spells, levelOf: (sid) => catalog.byId.get(sid)?.level, metamagic: existing.metamagic }) : null;
  const knownClasses = draft.classes.filter((r): r is ClassRow & { classId: ClassId } => (CLASS_IDS as readonly string[]).includes(r.classId));
  const training = armourTraining(knownClasses);
  const armourProficient = draft.armourSet ? draft.armourProficient : armourProficientByDefault(knownClasses);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (errorCount) {
      const first = Object.keys(errors)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    const r = existing ? update(existing.id, input, toInput(opened)) : create(input);
    if (!r.ok) return;
    const cid = existing ? existing.id : 'id' in r ? String(r.id) : '';
    const conditions = { armourWorn: draft.armourWorn, armourProficient };
    const before = { armourWorn: opened.armourWorn, armourProficient: opened.armourProficient };
    const changed = existing ? Object.fromEntries(Object.entries(conditions).filter(([k, v]) => before[k as keyof typeof before] !== v)) : conditions;
    if (Object.keys(changed).length) setConditions(cid, changed);
    finish();
    navigate(existing ? '/' : characterPath('/kniha', cid));
  };

  // what another tab or device changed meanwhile that this form changes too (saving overwrites it)
  const conflicts = existing ? editConflicts(opened, draft, existing) : [];
  const totalLevel = draft.classes.reduce((s, r) => s + (/^\s*\d+\s*$/.test(r.level) ? Number(r.level) : 0), 0);
  const groupErrId = `${uid}-classes-err`;
  const title = existing ? t('characters.editor.titleEdit') : t('characters.editor.titleNew');

  return (
    <section aria-labelledby="ed-h" className="mx-auto max-w-5xl">
      <h1 id="ed-h" className="mb-3 font-serif text-2xl font-bold">
        {title}
        {existing && <span className="block text-lg font-normal text-stone-700 dark:text-stone-300">{existing.name}</span>}
      </h1>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="grid gap-4">
          {restored && (
            <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-accent-200 bg-accent-50 px-3 py-2 dark:border-accent-700 dark:bg-stone-900">
              <p>{t('characters.editor.restored')}</p>
              <Button onClick={discard}>{t('characters.editor.discard')}</Button>
            </div>
          )}
          {submitted && errorCount > 0 && (
            <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-3 font-medium text-red-900 dark:border-red-400 dark:bg-red-950/50 dark:text-red-200">
              {t('characters.editor.errorSummary', { count: errorCount })}
            </p>
          )}
          <div>
            <label htmlFor={`${uid}-name`} className="mb-1 block font-semibold">{t('characters.editor.name')}</label>
            <input
              id={`${uid}-name`}
              value={draft.name}
              autoComplete="off"
              maxLength={400}
              onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
              onBlur={() => touch('name')}
              aria-invalid={shown('name') ? true : undefined}
              aria-describedby={shown('name') ? `${uid}-name-err` : undefined}
              className={inputClass(!!shown('name'))}
            />
            <FieldError id={`${uid}-name-err`}>{shown('name') && t(`characters.fieldErrors.${shown('name')}`)}</FieldError>
          </div>

          <fieldset className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900" aria-describedby={`${uid}-classes-hint`}>
            <legend className="px-1 font-semibold">{t('characters.editor.classes')}</legend>
            <p id={`${uid}-classes-hint`} className="mb-2 text-sm text-stone-600 dark:text-stone-400">{t('characters.editor.classesHint')}</p>
            <ol className="grid gap-3">
              {draft.classes.map((r, i) => {
                const lvlPath = `classes.${i}.level`;
                const clsPath = `classes.${i}.classId`;
                const lvlErr = shown(lvlPath);
                const clsErr = shown(clsPath);
                const lvlInvalid = !!lvlErr || !!groupError;
                const lvlDescribed = [lvlErr && `${uid}-lvl-${r.key}-err`, groupError && groupErrId].filter(Boolean).join(' ') || undefined;
                return (
                  <li key={r.key} className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-start gap-2 border-b border-stone-200 pb-3 last:border-b-0 last:pb-0 dark:border-stone-700" aria-label={t('characters.editor.classRow', { n: i + 1 })}>
                    <div>
                      <label htmlFor={`${uid}-cls-${r.key}`} className="mb-1 block text-sm font-medium">{t('characters.editor.className')}</label>
                      <select
                        id={`${uid}-cls-${r.key}`}
                        value={r.classId}
                        onChange={(e) => setRow(r.key, { classId: e.target.value, subclassId: '', terrain: '', ancestry: '' })}
                        aria-invalid={clsErr ? true : undefined}
                        aria-describedby={clsErr ? `${uid}-cls-${r.key}-err` : undefined}
                        className={inputClass(!!clsErr)}
                      >
                        {CLASS_IDS.map((c) => (
                          <option key={c} value={c}>{t(`characters.class.${c}`)}</option>
                        ))}
                      </select>
                      <FieldError id={`${uid}-cls-${r.key}-err`}>{clsErr && t(`characters.fieldErrors.${clsErr}`)}</FieldError>
                    </div>
                    <div>
                      <label htmlFor={`${uid}-lvl-${r.key}`} className="mb-1 block text-sm font-medium">{t('characters.editor.level')}</label>
                      <input
                        id={`${uid}-lvl-${r.key}`}
                        inputMode="numeric"
                        autoComplete="off"
                        value={r.level}
                        onChange={(e) => setRow(r.key, { level: e.target.value })}
                        onBlur={() => touch(lvlPath)}
                        aria-invalid={lvlInvalid ? true : undefined}
                        aria-describedby={lvlDescribed}
                        className={`${inputClass(lvlInvalid)} tabular-nums`}
                      />
                    </div>
                    <div className="pt-6">
                      {draft.classes.length > 1 && (
                        <button
                          type="button"
                          onClick={() => removeRow(r.key)}
                          aria-label={t('characters.editor.removeClass', { n: i + 1 })}
                          className="min-h-11 min-w-11 rounded-lg text-xl text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
                        >
                          <span aria-hidden="true">×</span>
                        </button>
                      )}
                    </div>
                    {lvlErr && (
                      <div className="col-span-3 -mt-1">
                        <FieldError id={`${uid}-lvl-${r.key}-err`}>{t(`characters.fieldErrors.${lvlErr}`)}</FieldError>
                      </div>
                    )}
                    <SubclassFields row={r} idBase={`${uid}-${r.key}`} onChange={(patch) => setRow(r.key, patch)} />
                  </li>
                );
              })}
            </ol>
            <FieldError id={groupErrId}>{groupError && t(`characters.fieldErrors.${groupError}`)}</FieldError>
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <Button onClick={addRow} disabled={draft.classes.length >= CLASS_IDS.length}>
                <PlusIcon />
                {t('characters.editor.addClass')}
              </Button>
              <p className="text-sm text-stone-700 dark:text-stone-300" aria-live="polite">{t('characters.editor.totalLevel', { level: totalLevel })}</p>
            </div>
            {leftBehind.map(([classId, count]) => (
              <p key={classId} className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100" role="note">
                {t('characters.editor.spellsLeftBehind', { count, class: t(`characters.class.${classId}`) })}
              </p>
            ))}
            <LevelChangeSummary change={change} byClass={classes.length > 1} nameOf={(sid) => catalog.byId.get(sid)?.text.name ?? sid} />
            {!existing && <ClassFeaturesNote classes={classesValid ? classes : []} />}
            {wizardFree && (
              <p className="mt-2 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-900 dark:bg-accent-900/60 dark:text-accent-100" role="note">
                {t(wizardFree.startingBook ? (Number(wizardRow?.level) === 1 ? 'characters.editor.freeWizardFirst' : 'characters.editor.freeWizardStart') : 'characters.editor.freeWizardSpells', { count: wizardFree.count, level: Number(wizardRow?.level), limit: freeWizardLimit(t, i18n.language, wizardFree.tiers) })}
              </p>
            )}
          </fieldset>

          <AbilityFields uid={uid} draft={draft} setDraft={setDraft} errors={errors} shown={shown} touch={touch} />
          <MulticlassNote classIds={knownClasses.map((r) => r.classId)} abilities={draft.abilities} />

          <fieldset className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
            <legend className="px-1 font-semibold">{t('characters.editor.armour')}</legend>
            <Checkbox id={`${uid}-armour-worn`} label={t('characters.editor.armourWorn')} checked={draft.armourWorn} onChange={(v) => setDraft((d) => ({ ...d, armourWorn: v }))} />
            <Checkbox
              id={`${uid}-armour-prof`}
              label={t('characters.editor.armourProficient')}
              hint={`${training.length ? t('characters.editor.armourTraining', { count: knownClasses.length, list: training.map((a) => t(`characters.editor.armourKind.${a}`)).join(', ') }) : t('characters.editor.armourNone', { count: knownClasses.length })} ${t('characters.editor.armourHint')}`}
              checked={armourProficient}
              onChange={(v) => setDraft((d) => ({ ...d, armourProficient: v, armourSet: true }))}
            />
          </fieldset>

        </div>

        <aside aria-labelledby={`${uid}-derived-h`} className="grid gap-3 lg:sticky lg:top-16">
          <h2 id={`${uid}-derived-h`} className="font-serif text-xl font-bold">{t('characters.editor.derivedTitle')}</h2>
          {derived ? <CastingSummary derived={derived} headingLevel={3} /> : <p className="text-stone-700 dark:text-stone-300">{t('characters.editor.derivedInvalid')}</p>}
        </aside>

        {conflicts.length > 0 && (
          <p role="status" className="rounded-lg border border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 lg:col-span-2 dark:border-amber-600 dark:bg-amber-950/40 dark:text-amber-100">
            {t('characters.editor.conflict', { parts: andList(i18n.language, conflicts.map((p) => t(`characters.editor.conflictPart.${p}`))) })}
          </p>
        )}
        <div className="flex flex-wrap gap-2 lg:col-span-2">
          <Button type="submit" variant="primary">{existing ? t('characters.editor.save') : t('characters.editor.create')}</Button>
          <Link href="/" onClick={finish} className="inline-flex min-h-11 items-center rounded-lg px-4 font-medium text-accent-800 hover:bg-accent-50 dark:text-accent-200 dark:hover:bg-stone-800">
            {t('characters.editor.cancel')}
          </Link>
        </div>
      </form>
    </section>
  );
}

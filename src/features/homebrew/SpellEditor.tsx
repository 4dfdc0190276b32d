// The homebrew spell editor (a form inside the homebrew screen's dialog): fields, errors announced
// through aria-describedby, a live preview of the spell text as the catalog will show it.
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { DISTANCES, MAX_SPELL_NAME, spellFromForm, SCHOOLS, SPELL_CLASSES, type FormErrors, type SpellForm } from './form';
import { card, input } from './styles';
import { catalogLanguage } from '../../data/catalog';
import { formatAreaFact, type TFn } from '../../data/format-fields';
import { AreaFields } from './AreaFields';
import { Field, type FieldKit } from './Field';
import { useSpellDraft } from './useSpellDraft';

// A field's error goes as soon as the player edits that field (the next save checks it again), so
// a fixed field no longer reads as wrong; a change that decides another field's fate clears that
// one's error too (any of V, S, M answers "no components"; M, range kind, area shapes and duration
// unit hide or change the fields under them).
const CLEARS: Partial<Record<keyof SpellForm, (keyof SpellForm)[]>> = {
  s: ['v'],
  m: ['v', 'material', 'costGp'],
  rangeKind: ['rangeDistance'],
  rangeUnit: ['rangeDistance'],
  areaShape: ['areaSize', 'areaWidth', 'areaHeight', 'orSize', 'orWidth', 'orHeight'],
  orShape: ['orSize', 'orWidth', 'orHeight'],
  durUnit: ['durAmount'],
};

/** `live`: the spell stored now as a form (useSpellDraft); `opened`, given with the form, is what
 *  its parts were before the player changed them. `changedElsewhere`: what another tab or device
 *  did to the spell since the edit began that the player should know before saving (null: nothing). */
export function SpellEditor({ initial, live, title, onCancel, onSubmit, changedElsewhere }: {
  initial: SpellForm;
  live?: SpellForm | null;
  title: string;
  onCancel: () => void;
  onSubmit: (f: SpellForm, opened: SpellForm) => FormErrors | null;
  changedElsewhere?: (f: SpellForm, opened: SpellForm) => string | null;
}) {
  const { t, i18n } = useTranslation();
  const lng = catalogLanguage(i18n.language);
  const [errors, setErrors] = useState<FormErrors>({});
  // A language switch converts the distances typed; their errors name the old unit's limit, so
  // they go (the next save checks again).
  const { f, setF, opened } = useSpellDraft(initial, lng, live, () => {
    const rest = { ...errors };
    for (const k of DISTANCES) delete rest[k];
    setErrors(rest);
  });
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const id = (k: string) => `${uid}-${k}`;
  const set = <K extends keyof SpellForm>(k: K, v: SpellForm[K]) => {
    setF((x) => ({ ...x, [k]: v }));
    setErrors((e) => {
      const gone = [k, ...(CLEARS[k] ?? [])].filter((x) => e[x]);
      if (!gone.length) return e;
      const next = { ...e };
      for (const x of gone) delete next[x];
      return next;
    });
  };
  const err = (k: keyof SpellForm) => (errors[k] ? t(`homebrew.errors.${errors[k]!.key}`, errors[k]!.opts) : undefined);
  const aria = (k: keyof SpellForm, hint = false) => ({
    id: id(k),
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': [hint ? id(k) + '-hint' : '', errors[k] ? id(k) + '-err' : ''].filter(Boolean).join(' ') || undefined,
  });
  const kit: FieldKit<SpellForm> = { f, set, err, aria, id };
  const preview = useMemo(() => {
    const r = spellFromForm(f, 'hb-preview', t, lng);
    // the area row as the catalog's spell block shows it, with the second form ("… or …")
    return r.ok ? { ...r.spell.text, area: formatAreaFact(t as unknown as TFn, lng, r.spell.data) } : null;
  }, [f, t, lng]);
  const elsewhere = changedElsewhere?.(f, opened) ?? null;
  const timed = f.durUnit === 'round' || f.durUnit === 'minute' || f.durUnit === 'hour' || f.durUnit === 'day';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = onSubmit(f, opened);
    if (errs) {
      setErrors(errs);
      const first = Object.keys(errs)[0];
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus());
    }
  };

  const check = (k: 'v' | 's' | 'm' | 'concentration' | 'upTo' | 'ritual' | 'consumed', label: string, disabled = false) => (
    <label className={`flex min-h-11 items-center gap-2 ${disabled ? 'opacity-50' : ''}`}>
      <input type="checkbox" id={id(k)} className="size-5 shrink-0 accent-accent-700" checked={f[k]} disabled={disabled} onChange={(e) => set(k, e.target.checked)} />
      {label}
    </label>
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={id('title')} className={`${card} grid gap-4`}>
      <h2 id={id('title')} className="text-xl font-semibold [overflow-wrap:anywhere]">
        {title}
      </h2>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          {t('homebrew.fixErrors')}
        </p>
      )}
      <Field id={id('name')} label={t('homebrew.field.name')} error={err('name')}>
        <input {...aria('name')} className={input} value={f.name} maxLength={MAX_SPELL_NAME} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
      </Field>
      <div className="grid grid-cols-2 items-start gap-3">
        <Field id={id('level')} label={t('homebrew.field.level')} error={err('level')}>
          <select {...aria('level')} className={input} value={f.level} onChange={(e) => set('level', e.target.value)}>
            {Array.from({ length: 10 }, (_, l) => (
              <option key={l} value={String(l)}>
                {l === 0 ? t('homebrew.cantrip') : t('homebrew.levelN', { level: l })}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('school')} label={t('homebrew.field.school')}>
          <select {...aria('school')} className={input} value={f.school} onChange={(e) => set('school', e.target.value as SpellForm['school'])}>
            {SCHOOLS.map((s) => (
              <option key={s} value={s}>
                {t(`homebrew.school.${s}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t('homebrew.field.castingTime')}</legend>
        <div className="grid grid-cols-[6rem_1fr] items-start gap-3">
          <Field id={id('castAmount')} label={t('homebrew.field.castAmount')} error={err('castAmount')}>
            <input {...aria('castAmount')} className={input} inputMode="numeric" value={f.castAmount} onChange={(e) => set('castAmount', e.target.value)} />
          </Field>
          <Field id={id('castUnit')} label={t('homebrew.field.castUnit')}>
            <select {...aria('castUnit')} className={input} value={f.castUnit} onChange={(e) => set('castUnit', e.target.value as SpellForm['castUnit'])}>
              {(['action', 'bonus', 'reaction', 'minute', 'hour'] as const).map((u) => (
                <option key={u} value={u}>
                  {t(`homebrew.castUnit.${u}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t('homebrew.field.range')}</legend>
        <div className="grid grid-cols-2 items-start gap-3">
          <Field id={id('rangeKind')} label={t('homebrew.field.rangeKind')}>
            <select {...aria('rangeKind')} className={input} value={f.rangeKind} onChange={(e) => set('rangeKind', e.target.value as SpellForm['rangeKind'])}>
              {(['distance', 'self', 'touch', 'sight', 'unlimited', 'special'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`homebrew.rangeKind.${k}`)}
                </option>
              ))}
            </select>
          </Field>
          {f.rangeKind === 'distance' && (
            <>
              <Field id={id('rangeDistance')} label={t(f.rangeUnit === 'mile' ? 'homebrew.field.distanceMiles' : 'homebrew.field.distance')} error={err('rangeDistance')}>
                <input {...aria('rangeDistance')} className={input} inputMode="decimal" value={f.rangeDistance} onChange={(e) => set('rangeDistance', e.target.value)} />
              </Field>
              <Field id={id('rangeUnit')} label={t('homebrew.field.rangeUnit')}>
                <select {...aria('rangeUnit')} className={input} value={f.rangeUnit} onChange={(e) => set('rangeUnit', e.target.value as SpellForm['rangeUnit'])}>
                  <option value="unit">{t('homebrew.rangeUnit.unit')}</option>
                  <option value="mile">{t('homebrew.rangeUnit.mile')}</option>
                </select>
              </Field>
            </>
          )}
        </div>
        <AreaFields kit={kit} />
      </fieldset>
      <fieldset className="grid gap-1" aria-describedby={errors.v ? id('v') + '-err' : undefined}>
        <legend className="mb-1 font-semibold">{t('homebrew.field.components')}</legend>
        <div className="flex flex-wrap gap-x-4">
          {check('v', t('homebrew.field.v'))}
          {check('s', t('homebrew.field.s'))}
          {check('m', t('homebrew.field.m'))}
        </div>
        {errors.v && (
          <p id={id('v') + '-err'} className="text-sm font-medium text-red-700 dark:text-red-300">
            {err('v')}
          </p>
        )}
        {f.m && (
          <div className="grid gap-3">
            <Field id={id('material')} label={t('homebrew.field.material')} hint={t('homebrew.field.materialHint')} error={err('material')}>
              <input {...aria('material', true)} className={input} value={f.material} onChange={(e) => set('material', e.target.value)} />
            </Field>
            <div className="grid grid-cols-[8rem_1fr] items-end gap-3">
              <Field id={id('costGp')} label={t('homebrew.field.costGp')} error={err('costGp')}>
                <input {...aria('costGp')} className={input} inputMode="decimal" value={f.costGp} onChange={(e) => set('costGp', e.target.value)} />
              </Field>
              {check('consumed', t('homebrew.field.consumed'))}
            </div>
          </div>
        )}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t('homebrew.field.duration')}</legend>
        <div className="grid grid-cols-2 items-start gap-3">
          <Field id={id('durUnit')} label={t('homebrew.field.durUnit')}>
            <select {...aria('durUnit')} className={input} value={f.durUnit} onChange={(e) => set('durUnit', e.target.value as SpellForm['durUnit'])}>
              {(['instantaneous', 'round', 'minute', 'hour', 'day', 'until-dispelled', 'special'] as const).map((u) => (
                <option key={u} value={u}>
                  {t(`homebrew.durUnit.${u}`)}
                </option>
              ))}
            </select>
          </Field>
          {timed && (
            <Field id={id('durAmount')} label={t('homebrew.field.durAmount')} error={err('durAmount')}>
              <input {...aria('durAmount')} className={input} inputMode="numeric" value={f.durAmount} onChange={(e) => set('durAmount', e.target.value)} />
            </Field>
          )}
        </div>
        <div className="flex flex-wrap gap-x-4">
          {check('concentration', t('homebrew.field.concentration'))}
          {check('upTo', t('homebrew.field.upTo'), !timed || f.concentration)}
          {check('ritual', t('homebrew.field.ritual'))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-1 font-semibold">{t('homebrew.field.classes')}</legend>
        <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
          {SPELL_CLASSES.map((c) => (
            <label key={c} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-accent-700"
                checked={f.classes.includes(c)}
                onChange={(e) => set('classes', e.target.checked ? [...f.classes, c] : f.classes.filter((x) => x !== c))}
              />
              {t(`homebrew.class.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={id('description')} label={t('homebrew.field.description')} hint={t('homebrew.field.descriptionHint')} error={err('description')}>
        <textarea {...aria('description', true)} className={`${input} min-h-40`} value={f.description} onChange={(e) => set('description', e.target.value)} />
      </Field>
      <Field id={id('higherLevels')} label={t('homebrew.field.higherLevels')} hint={t('homebrew.field.higherLevelsHint')} error={err('higherLevels')}>
        <textarea {...aria('higherLevels', true)} className={`${input} min-h-24`} value={f.higherLevels} onChange={(e) => set('higherLevels', e.target.value)} />
      </Field>
      {preview && (
        <section aria-labelledby={id('preview')} className="rounded-lg bg-stone-100 p-3 dark:bg-stone-800">
          <h3 id={id('preview')} className="mb-1 text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">
            {t('homebrew.preview')}
          </h3>
          <p className="font-serif text-lg font-bold [overflow-wrap:anywhere]">{preview.name}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="font-semibold">{t('homebrew.field.castingTime')}</dt>
            <dd>{preview.castingTime}</dd>
            <dt className="font-semibold">{t('homebrew.field.range')}</dt>
            <dd>{preview.range}</dd>
            {preview.area && (
              <>
                <dt className="font-semibold">{t('homebrew.field.area')}</dt>
                <dd>{preview.area}</dd>
              </>
            )}
            <dt className="font-semibold">{t('homebrew.field.components')}</dt>
            <dd className="[overflow-wrap:anywhere]">{preview.components}</dd>
            <dt className="font-semibold">{t('homebrew.field.duration')}</dt>
            <dd>{preview.duration}</dd>
          </dl>
        </section>
      )}
      {elsewhere && (
        <p role="status" className="rounded-lg border border-amber-500 bg-amber-50 px-3 py-2 text-amber-950 [overflow-wrap:anywhere] dark:border-amber-600 dark:bg-amber-950/40 dark:text-amber-100">
          {elsewhere}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel}>{t('homebrew.cancel')}</Button>
        <Button type="submit" variant="primary">
          {t('homebrew.save')}
        </Button>
      </div>
    </form>
  );
}

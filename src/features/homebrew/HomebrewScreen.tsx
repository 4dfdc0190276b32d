// Vlastní kouzla: list, create, edit and delete homebrew spells. Everything the player typed is
// rendered as text (React escapes it): names like <img onerror=…> or "javascript:" stay inert.
import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppStore } from '../../store/app-store';
import '../../data/homebrew-check'; // registers the check saveHomebrew uses (homebrew-gate.ts)
import type { HomebrewSpell } from '../../store/types';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { emptyForm, formFromSpell, newHomebrewId, spellFromForm, SCHOOLS, SPELL_CLASSES, type FormErrors, type SpellForm } from './form';

const input =
  'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100 dark:aria-[invalid=true]:border-red-400';
const card = 'rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900';

type Toast = { text: string; undo?: HomebrewSpell } | null;

export default function HomebrewScreen(_props: { id?: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language === 'en' ? 'en' : 'cs';
  const homebrew = useAppStore((s) => s.homebrew);
  const characters = useAppStore((s) => s.characters);
  const saveHomebrew = useAppStore((s) => s.saveHomebrew);
  const deleteHomebrew = useAppStore((s) => s.deleteHomebrew);
  const [editing, setEditing] = useState<{ id: string | null; form: SpellForm } | null>(null);
  const [toDelete, setToDelete] = useState<HomebrewSpell | null>(null);
  const [toast, setToast] = useState<Toast>(null);

  const sorted = useMemo(() => [...homebrew].sort((a, b) => a.data.level - b.data.level || a.text.name.localeCompare(b.text.name, lng)), [homebrew, lng]);
  const usersOf = (id: string) => characters.filter((c) => c.spells.some((s) => s.spellId === id));

  const startNew = () => setEditing({ id: null, form: emptyForm() });
  const startEdit = (h: HomebrewSpell) => setEditing({ id: h.data.id, form: formFromSpell(h, lng) });

  const onSaved = (spell: HomebrewSpell, isNew: boolean) => {
    const r = saveHomebrew(spell);
    if (!r.ok) return false;
    setEditing(null);
    setToast({ text: t(isNew ? 'homebrew.added' : 'homebrew.updated', { name: spell.text.name }) });
    // Back at the list (on a phone the form was the whole screen): show the spell just saved.
    requestAnimationFrame(() => {
      const el = document.getElementById(`hb-item-${spell.data.id}`);
      el?.scrollIntoView?.({ block: 'center' });
      el?.focus({ preventScroll: true });
    });
    return true;
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const r = deleteHomebrew(toDelete.data.id);
    setToDelete(null);
    if (r.ok) setToast({ text: t('homebrew.deleted', { name: r.undo.text.name }), undo: r.undo });
    document.getElementById('hb-new')?.focus();
  };

  return (
    <section aria-labelledby="hb-h" className="mx-auto max-w-5xl">
      <h1 id="hb-h" className="mb-2 font-serif text-2xl font-bold">{t('homebrew.title')}</h1>
      <p className="mb-4 max-w-prose text-stone-700 dark:text-stone-300">{t('homebrew.intro')}</p>
      <div className={`grid gap-6 ${editing ? 'md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]' : ''}`}>
        <div className={editing ? 'hidden md:block' : ''}>
          <Button id="hb-new" variant="primary" onClick={startNew} className="mb-4">
            + {t('homebrew.new')}
          </Button>
          {sorted.length === 0 ? (
            <p className="text-stone-700 dark:text-stone-300">{t('homebrew.empty')}</p>
          ) : (
            <ul className="grid gap-2" aria-label={t('homebrew.title')}>
              {sorted.map((h) => (
                <li key={h.data.id} className={card}>
                  <div className="flex flex-wrap items-baseline gap-2">
                    <h2 id={`hb-item-${h.data.id}`} tabIndex={-1} className="min-w-0 break-words text-lg font-semibold [overflow-wrap:anywhere]">
                      {h.text.name}
                    </h2>
                    <span className="rounded-full bg-accent-100 px-2 text-xs font-semibold text-accent-900 dark:bg-accent-900 dark:text-accent-100">{t('homebrew.badge')}</span>
                  </div>
                  <p className="text-sm text-stone-600 dark:text-stone-400">
                    {h.data.level === 0 ? t('homebrew.cantrip') : t('homebrew.levelN', { level: h.data.level })} · {t(`homebrew.school.${h.data.school}`)}
                    {h.data.ritual ? ` · ${t('homebrew.field.ritual')}` : ''}
                  </p>
                  <p className="text-sm text-stone-700 dark:text-stone-300 [overflow-wrap:anywhere]">
                    {h.text.castingTime} · {h.text.range} · {h.text.components} · {h.text.duration}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button onClick={() => startEdit(h)} aria-label={t('homebrew.editLabel', { name: h.text.name })}>
                      {t('homebrew.edit')}
                    </Button>
                    <Link
                      href={`/kouzla/${h.data.id}`}
                      className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-accent-800 hover:bg-accent-50 dark:text-accent-200 dark:hover:bg-stone-800"
                      aria-label={t('homebrew.inCatalogLabel', { name: h.text.name })}
                    >
                      {t('homebrew.inCatalog')}
                    </Link>
                    <Button variant="ghost" className="ml-auto text-red-700 dark:text-red-300" onClick={() => setToDelete(h)} aria-label={t('homebrew.deleteLabel', { name: h.text.name })}>
                      {t('homebrew.delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
        {editing && (
          <SpellEditor
            key={editing.id ?? 'new'}
            initial={editing.form}
            title={editing.id ? t('homebrew.editTitle', { name: editing.form.name }) : t('homebrew.newTitle')}
            onCancel={() => setEditing(null)}
            onSubmit={(form) => {
              const id = editing.id ?? newHomebrewId(form.name, new Set(homebrew.map((h) => h.data.id)));
              const r = spellFromForm(form, id, t, lng);
              if (!r.ok) return r.errors;
              return onSaved(r.spell, !editing.id) ? null : { name: { key: 'invalid', opts: { field: '' } } };
            }}
          />
        )}
      </div>
      {toast && (
        <div role="status" className="fixed inset-x-2 bottom-20 z-30 mx-auto flex max-w-md items-center gap-2 rounded-xl bg-stone-900 p-2 pl-4 text-white shadow-lg md:bottom-4 dark:bg-stone-100 dark:text-stone-900">
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{toast.text}</span>
          {toast.undo && (
            <button
              type="button"
              className="min-h-11 rounded-lg px-3 font-semibold underline"
              onClick={() => {
                if (toast.undo) saveHomebrew(toast.undo);
                setToast(null);
              }}
            >
              {t('homebrew.undo')}
            </button>
          )}
          <button type="button" className="min-h-11 min-w-11 rounded-lg text-xl" aria-label={t('homebrew.dismiss')} onClick={() => setToast(null)}>
            ×
          </button>
        </div>
      )}
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)} title={t('homebrew.confirmDeleteTitle')} labelledBy="hb-del-title">
        {toDelete && (
          <>
            <p className="mb-2 [overflow-wrap:anywhere]">{t('homebrew.confirmDelete', { name: toDelete.text.name })}</p>
            {usersOf(toDelete.data.id).length > 0 && (
              <p className="mb-2 text-amber-800 dark:text-amber-200 [overflow-wrap:anywhere]">{t('homebrew.usedBy', { names: usersOf(toDelete.data.id).map((c) => c.name).join(', ') })}</p>
            )}
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Button onClick={() => setToDelete(null)}>{t('common.cancel')}</Button>
              <Button variant="danger" onClick={confirmDelete}>
                {t('homebrew.delete')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}

function Field({ label, error, hint, children, id }: { label: string; error?: string; hint?: string; children: ReactNode; id: string }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600 dark:text-stone-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function SpellEditor({ initial, title, onCancel, onSubmit }: { initial: SpellForm; title: string; onCancel: () => void; onSubmit: (f: SpellForm) => FormErrors | null }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language === 'en' ? 'en' : 'cs';
  const [f, setF] = useState<SpellForm>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const id = (k: string) => `${uid}-${k}`;
  const set = <K extends keyof SpellForm>(k: K, v: SpellForm[K]) => setF((x) => ({ ...x, [k]: v }));
  const err = (k: keyof SpellForm) => (errors[k] ? t(`homebrew.errors.${errors[k]!.key}`, errors[k]!.opts) : undefined);
  const aria = (k: keyof SpellForm, hint = false) => ({
    id: id(k),
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': [hint ? id(k) + '-hint' : '', errors[k] ? id(k) + '-err' : ''].filter(Boolean).join(' ') || undefined,
  });
  const preview = useMemo(() => {
    const r = spellFromForm(f, 'hb-preview', t, lng);
    return r.ok ? r.spell.text : null;
  }, [f, t, lng]);
  const timed = f.durUnit === 'round' || f.durUnit === 'minute' || f.durUnit === 'hour' || f.durUnit === 'day';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = onSubmit(f);
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
        <input {...aria('name')} className={input} value={f.name} maxLength={200} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
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
            <Field id={id('rangeDistance')} label={t('homebrew.field.distance')} error={err('rangeDistance')}>
              <input {...aria('rangeDistance')} className={input} inputMode="decimal" value={f.rangeDistance} onChange={(e) => set('rangeDistance', e.target.value)} />
            </Field>
          )}
        </div>
        <div className="grid grid-cols-2 items-start gap-3">
          <Field id={id('areaShape')} label={t('homebrew.field.areaShape')}>
            <select {...aria('areaShape')} className={input} value={f.areaShape} onChange={(e) => set('areaShape', e.target.value as SpellForm['areaShape'])}>
              {(['', 'line', 'cone', 'cube', 'sphere', 'cylinder'] as const).map((k) => (
                <option key={k || 'none'} value={k}>
                  {t(`homebrew.areaShape.${k || 'none'}`)}
                </option>
              ))}
            </select>
          </Field>
          {f.areaShape && (
            <Field id={id('areaSize')} label={t('homebrew.field.areaSize')} error={err('areaSize')}>
              <input {...aria('areaSize')} className={input} inputMode="decimal" value={f.areaSize} onChange={(e) => set('areaSize', e.target.value)} />
            </Field>
          )}
        </div>
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
            <dt className="font-semibold">{t('homebrew.field.components')}</dt>
            <dd className="[overflow-wrap:anywhere]">{preview.components}</dd>
            <dt className="font-semibold">{t('homebrew.field.duration')}</dt>
            <dd>{preview.duration}</dd>
          </dl>
        </section>
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

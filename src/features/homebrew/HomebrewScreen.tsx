// Vlastní kouzla: list, create, edit and delete homebrew spells. Everything the player typed is
// rendered as text (React escapes it): names like <img onerror=…> or "javascript:" stay inert.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppStore } from '../../store/app-store';
import type { HomebrewSpell } from '../../store/types';
import { Button } from '../../components/Button';
import { spellLevelSchool } from '../../components/SpellBadges';
import { Dialog } from '../../components/Dialog';
import { UndoToast, type ToastMessage } from '../../components/UndoToast';
import { emptyForm, formFromSpell, newHomebrewId, spellFromForm, type SpellForm } from './form';
import { SpellEditor } from './SpellEditor';
import { card } from './styles';
import { catalogLanguage } from '../../data/catalog';
import { andList } from '../../components/format';
import { formConflicts, mergeForm } from './form-merge';

let toastId = 0;

export default function HomebrewScreen(_props: { id?: string }) {
  const { t, i18n } = useTranslation();
  const lng = catalogLanguage(i18n.language);
  const homebrew = useAppStore((s) => s.homebrew);
  const characters = useAppStore((s) => s.characters);
  const saveHomebrew = useAppStore((s) => s.saveHomebrew);
  const deleteHomebrew = useAppStore((s) => s.deleteHomebrew);
  const restoreHomebrew = useAppStore((s) => s.restoreHomebrew);
  // opened: the stored copy the edit began from; saving writes only what changed since (form-merge.ts)
  const [editing, setEditing] = useState<{ id: string | null; form: SpellForm; opened?: HomebrewSpell } | null>(null);
  const [toDelete, setToDelete] = useState<HomebrewSpell | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);

  const sorted = useMemo(() => [...homebrew].sort((a, b) => a.data.level - b.data.level || a.text.name.localeCompare(b.text.name, lng)), [homebrew, lng]);
  const usersOf = (id: string) => characters.filter((c) => c.spells.some((s) => s.spellId === id));

  const startNew = () => setEditing({ id: null, form: emptyForm() });
  const startEdit = (h: HomebrewSpell) => setEditing({ id: h.data.id, form: formFromSpell(h, lng), opened: h });

  // The copy stored now (another tab or device may have saved or deleted it since the edit began),
  // as a form in the current language, once per change of it (not on each keystroke); the editor
  // keeps the form it opened from, following this copy where the player has changed nothing.
  const opened = editing?.opened;
  const live = opened ? (homebrew.find((h) => h.data.id === opened.data.id) ?? null) : null;
  const liveForm = useMemo(() => live && formFromSpell(live, lng), [live, lng]);
  const toSave = (f: SpellForm, from: SpellForm) => (opened ? mergeForm(from, f, liveForm) : f);
  const changedElsewhere = (f: SpellForm, from: SpellForm): string | null => {
    if (!opened || live === opened) return null;
    if (!liveForm) return t('homebrew.deletedElsewhere');
    const parts = formConflicts(from, f, liveForm);
    return parts.length ? t('homebrew.conflict', { parts: andList(i18n.language, parts.map((p) => t(`homebrew.field.${p}`))) }) : null;
  };

  const onSaved = (spell: HomebrewSpell, isNew: boolean) => {
    const r = saveHomebrew(spell);
    if (!r.ok) return false;
    setEditing(null);
    setToast({ id: ++toastId, text: t(isNew ? 'homebrew.added' : 'homebrew.updated', { name: spell.text.name }) });
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
    if (!r.ok) return;
    const back = r.undo;
    const onUndo = () => {
      const u = restoreHomebrew(back);
      setToast(u.ok ? null : { id: ++toastId, text: t(`errors.${u.error}`) });
    };
    setToast({ id: ++toastId, text: t('homebrew.deleted', { name: back.text.name }), onUndo });
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
                    <h2 id={`hb-item-${h.data.id}`} tabIndex={-1} className="min-w-0 [overflow-wrap:anywhere] text-lg font-semibold [overflow-wrap:anywhere]">
                      {h.text.name}
                    </h2>
                    <span className="rounded-full bg-accent-100 px-2 text-xs font-semibold text-accent-900 dark:bg-accent-900 dark:text-accent-100">{t('homebrew.badge')}</span>
                  </div>
                  {/* worded as the catalog and spell cards word it: "2nd-level evocation (ritual)" */}
                  <p className="text-sm text-stone-600 dark:text-stone-400">
                    <em>{spellLevelSchool(t, h.data)}</em>
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
            live={opened ? liveForm : undefined}
            title={editing.id ? t('homebrew.editTitle', { name: live?.text.name ?? editing.form.name }) : t('homebrew.newTitle')}
            onCancel={() => setEditing(null)}
            changedElsewhere={changedElsewhere}
            onSubmit={(form, from) => {
              const id = editing.id ?? newHomebrewId(form.name, new Set(homebrew.map((h) => h.data.id)));
              // the form as typed is checked first: its errors are the ones the player sees
              const own = spellFromForm(form, id, t, lng);
              if (!own.ok) return own.errors;
              const r = spellFromForm(toSave(form, from), id, t, lng);
              if (!r.ok) return r.errors;
              return onSaved(r.spell, !editing.id) ? null : { name: { key: 'invalid', opts: { field: '' } } };
            }}
          />
        )}
      </div>
      <UndoToast toast={toast} onClose={() => setToast(null)} />
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


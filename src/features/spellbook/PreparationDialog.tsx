// Daily preparation (after a long rest, or any time): per prepared class pick today's prepared spells
// within the limit. Wizard: from the spellbook. Cleric, druid, paladin: from the class spell list up to
// the highest slot level the class has. Over the limit is shown, not prevented; confirming calls the
// store's setPreparedSpells per class. A prepared spell missing from the catalog (a deleted custom
// spell) is listed apart and, as in the book's counter, does not count toward the limit.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeSignatureSpells, maxSpellLevelForClass, type ClassId } from '../../rules';
import type { Character } from '../../store/types';
import type { CharacterDerived } from '../../store/derived';
import type { CatalogView } from '../../data/useCatalog';
import type { Spell } from '../../data/types';
import { nameMatcher } from '../../data/search';
import { sortSpells } from '../../data/catalog';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/Button';
import { SpellBadges } from '../../components/SpellBadges';
import { useAppStore } from '../../store/app-store';
import { className as classNameOf } from '../../components/format';
import { groupByLevel } from './groups';
import { missingNumbersOf, missingSpellName } from '../../components/spell-name';

interface Props {
  open: boolean;
  character: Character;
  classIds: ClassId[];
  derived: CharacterDerived;
  catalog: CatalogView;
  onClose: () => void;
  onDone: () => void;
}

export function PreparationDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} onClose={props.onClose} title={t('spellbook.preparation.title')} labelledBy="prep-dialog-title">
      {props.open && <PreparationForm {...props} />}
    </Dialog>
  );
}

const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 py-1 hover:bg-stone-100 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50 dark:border-stone-700 dark:hover:bg-stone-800 dark:has-[:checked]:border-accent-200 dark:has-[:checked]:bg-accent-900/40';

/** A wizard's signature spells (20th level) are always prepared: not part of daily preparation. */
const fixedOf = (c: Character, classId: ClassId) => (classId === 'wizard' ? activeSignatureSpells(c.classes, { signature: c.signatureSpells }) : []);

/** The spells a class may prepare: of a level it has slots for (PHB ch.3); one already prepared
 *  above that (a custom spell raised since) stays listed, so it can be unticked. `top`: that level. */
function candidatesFor(c: Character, classId: ClassId, catalog: CatalogView, lng: string): { spells: Spell[]; maxLevel: number | null; top: number } {
  const fixed = fixedOf(c, classId);
  const mine = c.spells.filter((s) => s.classId === classId && !fixed.includes(s.spellId));
  const cl = c.classes.find((x) => x.classId === classId);
  const top = cl ? maxSpellLevelForClass(cl) : 0;
  if (classId === 'wizard') {
    const spells = mine
      .filter((s) => s.status === 'inBook' || s.status === 'prepared')
      .flatMap((o) => {
        const s = catalog.byId.get(o.spellId);
        return s && s.level > 0 && (s.level <= top || o.status === 'prepared') ? [s] : [];
      });
    return { spells: sortSpells(spells, lng), maxLevel: null, top };
  }
  const maxLevel = top;
  const always = new Set(mine.filter((s) => s.status === 'alwaysPrepared').map((s) => s.spellId));
  const prepared = new Set(mine.filter((s) => s.status === 'prepared').map((s) => s.spellId));
  const spells = catalog.spells.filter(
    (s) => !always.has(s.id) && s.level > 0 && ((s.classes.includes(classId) && s.level <= maxLevel) || prepared.has(s.id)),
  );
  return { spells: sortSpells(spells, lng), maxLevel, top };
}

function PreparationForm({ character, classIds, derived, catalog, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const uid = useId();
  const setPrepared = useAppStore((s) => s.setPreparedSpells);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(classIds.map((id) => [id, character.spells.filter((s) => s.classId === id && s.status === 'prepared' && !fixedOf(character, id).includes(s.spellId)).map((s) => s.spellId)])),
  );
  const numbers = missingNumbersOf(character, (id) => catalog.byId.has(id));
  const matches = nameMatcher(query);

  const toggle = (classId: string, spellId: string, on: boolean) =>
    setSelected((sel) => {
      const cur = sel[classId] ?? [];
      return { ...sel, [classId]: on ? [...cur.filter((x) => x !== spellId), spellId] : cur.filter((x) => x !== spellId) };
    });

  const confirm = () => {
    for (const id of classIds) setPrepared(character.id, id, selected[id] ?? []);
    onDone();
  };

  // counted as the book counts them (spellsKnownAndPreparedCounts): only spells the catalog has
  const countOf = (classId: ClassId) => {
    const max = derived.classes.find((x) => x.classId === classId)?.spells?.max ?? 0;
    return { have: (selected[classId] ?? []).filter((id) => catalog.byId.has(id)).length, max };
  };
  // the count beside the confirm button too: ticking far down the list, the one at the top is out of sight
  const overLimit = classIds.flatMap((id) => {
    const cls = derived.classes.find((x) => x.classId === id);
    const n = countOf(id);
    return cls && n.have > n.max ? [{ cls, ...n }] : [];
  });

  return (
    <div className="grid gap-4">
      <div>
        <label htmlFor={`${uid}-q`} className="mb-1 block font-medium">{t('spellbook.preparation.search')}</label>
        <input
          id={`${uid}-q`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          className="block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base dark:border-stone-600 dark:bg-stone-950"
        />
      </div>
      {classIds.map((classId) => {
        const cls = derived.classes.find((x) => x.classId === classId);
        if (!cls) return null;
        const { have, max } = countOf(classId);
        const missing = query.trim() ? [] : character.spells.filter((s) => s.classId === classId && s.status === 'prepared' && !catalog.byId.has(s.spellId));
        const over = have > max;
        const { spells, maxLevel, top } = candidatesFor(character, classId, catalog, i18n.language);
        const shown = spells.filter(matches);
        // the wizard's book as it is, spells this device lacks included: empty only when nothing is in it
        const inBook = maxLevel === null ? character.spells.filter((s) => s.classId === classId && (s.status === 'inBook' || s.status === 'prepared')).length : 0;
        let note: 'noMatch' | 'emptyBook' | 'nothingToPrepare' | null = null;
        if (spells.length > 0) note = shown.length === 0 ? 'noMatch' : null;
        else if (maxLevel === null && missing.length === 0) note = inBook === 0 ? 'emptyBook' : 'nothingToPrepare';
        const chosen = new Set(selected[classId]);
        const headId = `${uid}-${classId}-h`;
        return (
          <section key={classId} aria-labelledby={headId} className="grid gap-2">
            <h3 id={headId} className="font-serif text-lg font-bold">{classNameOf(t, cls)} {cls.level}</h3>
            <p className="text-sm text-stone-700 dark:text-stone-300">
              {maxLevel === null ? t('spellbook.preparation.fromBook') : maxLevel > 0 ? t('spellbook.preparation.fromList', { level: maxLevel }) : t('spellbook.preparation.noSlotsYet')}
            </p>
            <p aria-live="polite" data-testid={`prep-count-${classId}`} className={`font-semibold ${over ? 'text-amber-800 dark:text-amber-300' : ''}`}>
              {t('spellbook.preparation.selected', { count: have, max })}
              {over && <span className="block text-sm font-normal">{t('spellbook.preparation.overLimit')}</span>}
            </p>
            {note && <p className="text-stone-700 dark:text-stone-300">{t(`spellbook.preparation.${note}`)}</p>}
            {groupByLevel(shown, (s) => s.level).map((g) => (
              <div key={g.level}>
                <h4 className="mb-1 text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{t('spellbook.level', { level: g.level })}</h4>
                <ul className="grid gap-1 sm:grid-cols-2">
                  {g.items.map((s) => (
                    <li key={s.id}>
                      <label className={choice}>
                        <input type="checkbox" checked={chosen.has(s.id)} onChange={(e) => toggle(classId, s.id, e.target.checked)} className="size-5 shrink-0 accent-accent-700" />
                        <span className="min-w-0">
                          <span className="mr-1">{s.text.name}</span>
                          <SpellBadges spell={s} />
                          {s.level > top && <> <span className="text-sm text-amber-800 dark:text-amber-300">{t('spellbook.preparation.tooHigh')}</span></>}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {missing.length > 0 && (
              <div>
                <h4 className="mb-1 text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-400">{t('spellbook.section.unknown')}</h4>
                <p className="mb-1 text-sm text-stone-700 dark:text-stone-300">{t('spellbook.preparation.unknownHint')}</p>
                <ul className="grid gap-1 sm:grid-cols-2">
                  {missing.map((o) => (
                    <li key={o.spellId}>
                      <label className={choice}>
                        <input type="checkbox" checked={chosen.has(o.spellId)} onChange={(e) => toggle(classId, o.spellId, e.target.checked)} className="size-5 shrink-0 accent-accent-700" />
                        <span className="min-w-0">{missingSpellName(t, o.spellId, { numbers })}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>
        );
      })}
      <div className="sticky -bottom-4 -mx-4 -mb-4 flex flex-wrap items-center justify-end gap-2 border-t border-stone-200 bg-white px-4 py-3 dark:border-stone-700 dark:bg-stone-900">
        {overLimit.length > 0 && (
          <p className="mr-auto text-sm font-semibold text-amber-800 dark:text-amber-300" data-testid="prep-over">
            {overLimit.map((c) => t('spellbook.preparation.overShort', { class: classNameOf(t, c.cls), have: c.have, max: c.max })).join(' · ')}
          </p>
        )}
        <Button variant="ghost" onClick={onClose}>{t('spellbook.preparation.cancel')}</Button>
        <Button variant="primary" onClick={confirm}>{t('spellbook.preparation.confirm')}</Button>
      </div>
    </div>
  );
}

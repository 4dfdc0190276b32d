// The active character's spellbook (route /kniha): per spellcasting class its numbers, cantrips,
// known or prepared spells (limits x / y; over-limit shown, never prevented), the wizard's spellbook
// with a prepare toggle, always-prepared spells that don't count, all grouped by level; the daily
// preparation after a long rest; links to the catalog and to casting at the table.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CharacterRoute, NoCharacter } from '../../components/CharacterRoute';
import { CharacterSwitch } from '../../components/CharacterSwitch';
import { characterPath } from '../../components/character-path';
import { useAppStore } from '../../store/app-store';
import { deriveCharacter } from '../../store/derived';
import type { Character } from '../../store/types';
import { spellcastingStartLevel, type ClassId } from '../../rules';
import { useCatalog, type CatalogView } from '../../data/useCatalog';
import { Button } from '../../components/Button';
import { andList, className, classesLabel } from '../../components/format';
import { UndoToast, type ToastMessage } from '../../components/UndoToast';
import { BookIcon } from '../../components/icons';
import { joinSpells } from './groups';
import { missingNumbersOf } from '../../components/spell-name';
import { SpellRow } from './SpellRow';
import { PreparationDialog } from './PreparationDialog';

import { ClassSection, SpellList, useRemove, type Notify } from './ClassSection';

function Spellbook({ character, characters, catalog }: { character: Character; characters: Character[]; catalog: CatalogView }) {
  const { t, i18n } = useTranslation();
  const finishPreparation = useAppStore((s) => s.finishPreparation);
  const [prepFor, setPrepFor] = useState<ClassId[] | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const toastId = useRef(1);
  const notify: Notify = (text, onUndo, extra) => setToast({ id: toastId.current++, text, onUndo, extra });
  const uid = useId();

  const derived = deriveCharacter(character, (id) => catalog.byId.get(id)?.level, (id) => catalog.byId.get(id)?.classes);
  const entries = joinSpells(character.spells, catalog.byId, i18n.language);
  const castingIds = new Set(derived.classes.map((c) => c.classId));
  const orphans = entries.filter((e) => !castingIds.has(e.owned.classId));
  const preparedClasses = derived.classes.filter((c) => c.prepares && c.spells).map((c) => c.classId);
  // the same numbers as on every screen, so a missing spell keeps its label from here to combat
  const numbers = missingNumbersOf(character, (id) => catalog.byId.has(id));
  const removeOrphan = useRemove(character, notify, numbers);
  // A paladin or ranger gains Spellcasting at class level 2, an Eldritch Knight or Arcane Trickster
  // at 3: such a class is told when it starts, not to add another class.
  const noCastingText = () => {
    const later = character.classes.flatMap((c) => {
      const start = spellcastingStartLevel(c);
      return start !== null && c.level < start ? [t('spellbook.castsFrom', { class: className(t, c).toLocaleLowerCase(i18n.language), level: start })] : [];
    });
    return later.length
      ? t('spellbook.castsLater', { name: character.name, list: andList(i18n.language, later) })
      : t('spellbook.noCasting', { name: character.name });
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="mr-auto min-w-0">
          <h1 className="font-serif text-2xl font-bold">{t('spellbook.title')}</h1>
          {characters.length > 1 ? (
            <CharacterSwitch id={character.id} base="/kniha" />
          ) : (
            <p className="text-lg font-semibold">{character.name}</p>
          )}
          <p className="text-stone-700 dark:text-stone-300">{classesLabel(t, character.classes)}</p>
        </div>
        <Link href={characterPath('/postava', character.id)} className="print-hide inline-flex min-h-11 items-center rounded-lg font-medium sm:px-3 text-accent-800 underline-offset-2 hover:underline dark:text-accent-200">
          {t('spellbook.editCharacter')}
        </Link>
        <Link href={characterPath('/tisk', character.id)} className="print-hide inline-flex min-h-11 items-center rounded-lg font-medium sm:px-3 text-accent-800 underline-offset-2 hover:underline dark:text-accent-200">
          {t('spellbook.print')}
        </Link>
      </div>

      {character.preparationPending && preparedClasses.length > 0 && (
        <div role="region" aria-labelledby={`${uid}-prep`} className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950/50">
          <div className="mr-auto">
            <p id={`${uid}-prep`} className="font-semibold text-amber-950 dark:text-amber-100">{t('spellbook.preparation.banner')}</p>
            <p className="text-sm text-amber-900 dark:text-amber-200">{t('spellbook.preparation.bannerHint')}</p>
          </div>
          <Button variant="primary" onClick={() => setPrepFor(preparedClasses)}>{t('spellbook.preparation.start')}</Button>
          <Button variant="ghost" onClick={() => finishPreparation(character.id)}>{t('spellbook.preparation.keep')}</Button>
        </div>
      )}

      {derived.classes.length === 0 && (
        <p className="mb-4 rounded-xl border border-stone-200 bg-white p-4 dark:border-stone-700 dark:bg-stone-900">{noCastingText()}</p>
      )}

      <div className="grid gap-4">
        {derived.classes.map((cls) => (
          <ClassSection
            key={cls.classId}
            character={character}
            cls={cls}
            proficiencyBonus={derived.proficiencyBonus}
            entries={entries.filter((e) => e.owned.classId === cls.classId)}
            numbers={numbers}
            onPrepare={(id) => setPrepFor([id])}
            notify={notify}
          />
        ))}
        {orphans.length > 0 && (
          <section aria-labelledby={`${uid}-orph`} className="grid gap-2 rounded-2xl border border-dashed border-stone-300 p-3 dark:border-stone-700">
            <h2 id={`${uid}-orph`} className="font-serif text-xl font-bold">{t('spellbook.section.orphans')}</h2>
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('spellbook.hint.orphans')}</p>
            <SpellList entries={orphans} render={(e) => <SpellRow key={`${e.owned.classId}:${e.owned.spellId}`} owned={e.owned} spell={e.spell} characterId={character.id} showCast={false} onRemove={() => removeOrphan(e)} numbers={numbers} />} />
          </section>
        )}
      </div>

      <PreparationDialog
        open={prepFor !== null}
        character={character}
        classIds={prepFor ?? []}
        derived={derived}
        catalog={catalog}
        onClose={() => setPrepFor(null)}
        onDone={() => {
          setPrepFor(null);
          notify(t('spellbook.preparation.done'));
        }}
      />
      <UndoToast toast={toast} onClose={() => setToast(null)} />
    </>
  );
}

export default function SpellbookScreen({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <CharacterRoute base="/kniha" id={id} none={<NoCharacter title={t('spellbook.title')} text={t('spellbook.noCharacter')} icon={BookIcon} />}>
      {(cid) => <SpellbookOf id={cid} />}
    </CharacterRoute>
  );
}

function SpellbookOf({ id }: { id: string }) {
  const { t } = useTranslation();
  const characters = useAppStore((s) => s.characters);
  const catalog = useCatalog();
  const character = characters.find((c) => c.id === id);
  if (!character) return null;
  if (catalog.status !== 'ready') {
    return (
      <section>
        <h1 className="mb-3 font-serif text-2xl font-bold">{t('spellbook.title')}</h1>
        {catalog.status === 'loading' ? (
          <p role="status">{t('spellbook.loading')}</p>
        ) : (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>{t('spellbook.loadError')}</p>
            <Button onClick={catalog.retry}>{t('spellbook.retry')}</Button>
          </div>
        )}
      </section>
    );
  }
  return (
    <section>
      <Spellbook character={character} characters={characters} catalog={catalog} />
    </section>
  );
}

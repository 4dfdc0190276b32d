// The always-prepared spells of a recorded subclass (SRD 5.1 Life Domain, Oath of Devotion, Circle
// of the Land): which ones it gives at the class level, and a button that adds the missing ones as
// always prepared. A Circle of the Land druid without a land recorded is told where to record it.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isLandTerrain, LAND_CIRCLE, subclassSpells } from '../../rules';
import { useAppStore } from '../../store/app-store';
import { useCatalog } from '../../data/useCatalog';
import { toMechanics } from '../../data/mechanics';
import { Button } from '../../components/Button';
import { characterPath } from '../../components/character-path';
import { andList } from '../../components/format';
import type { ClassCasting } from '../../store/derived';
import type { Character } from '../../store/types';
import type { Notify } from './ClassSection';

/** Whether SubclassSpells shows something for the class entry: the recorded subclass's spells (with
 *  the button that adds them) or where to record a druid's land. */
export function showsSubclassSpells(cls: ClassCasting): boolean {
  return (cls.classId === 'druid' && cls.subclassId === LAND_CIRCLE) || subclassSpells(cls) !== null;
}

export function SubclassSpells({ character, cls, notify }: { character: Character; cls: ClassCasting; notify: Notify }) {
  const { t, i18n } = useTranslation();
  const catalog = useCatalog();
  const addSpell = useAppStore((s) => s.addSpell);
  const land = cls.classId === 'druid' && cls.subclassId === LAND_CIRCLE;
  if (land && !isLandTerrain(cls.terrain)) {
    return (
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {t('spellbook.subclassSpells.noLand')}{' '}
        <Link href={characterPath('/postava', character.id)} className="font-medium text-accent-800 underline underline-offset-2 dark:text-accent-200">{t('spellbook.subclassSpells.recordLand')}</Link>
      </p>
    );
  }
  const ids = subclassSpells(cls);
  if (ids === null) return null;
  const have = new Set(character.spells.filter((s) => s.classId === cls.classId && s.status === 'alwaysPrepared').map((s) => s.spellId));
  const missing = ids.filter((id) => !have.has(id) && catalog.byId.has(id));
  const name = (id: string) => catalog.byId.get(id)?.text.name ?? id;
  // the druid's texts are the keys without a context; the cleric's and the paladin's have their own
  const context = land ? undefined : cls.classId;
  const terrain = land ? t(`characters.terrain.${cls.terrain}`) : '';
  const addMissing = () => {
    // a subclass spell the player had prepared becomes always prepared (and leaves the prepared
    // count): said apart from the ones that are new
    const wasPrepared = new Set(character.spells.filter((s) => s.classId === cls.classId && s.status === 'prepared').map((s) => s.spellId));
    let added = 0;
    const moved: string[] = [];
    for (const id of missing) {
      const spell = catalog.byId.get(id);
      if (!spell || !addSpell(character.id, { spell: toMechanics(spell), classId: cls.classId, status: 'alwaysPrepared' }).ok) continue;
      if (wasPrepared.has(id)) moved.push(name(id));
      else added++;
    }
    const parts = [added > 0 || !moved.length ? t('spellbook.subclassSpells.added', { count: added, context }) : '', moved.length ? t('spellbook.subclassSpells.moved', { count: moved.length, list: andList(i18n.language, moved) }) : ''];
    notify(parts.filter(Boolean).join(' '));
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {ids.length ? t('spellbook.subclassSpells.list', { terrain, list: ids.map(name).join(', '), context }) : t('spellbook.subclassSpells.none', { terrain, context })}
      </p>
      {missing.length > 0 && (
        <div>
          <Button onClick={addMissing}>{t('spellbook.subclassSpells.add', { count: missing.length, context })}</Button>
        </div>
      )}
    </div>
  );
}

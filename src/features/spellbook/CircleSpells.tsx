// A Circle of the Land druid's circle spells (SRD 5.1): which ones the recorded land gives at the
// druid's level, and a button that adds the missing ones as always prepared. Without a land
// recorded, where to record it.
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { circleSpells, isLandTerrain, LAND_CIRCLE } from '../../rules';
import { useAppStore } from '../../store/app-store';
import { useCatalog } from '../../data/useCatalog';
import { toMechanics } from '../../data/mechanics';
import { Button } from '../../components/Button';
import { characterPath } from '../../components/character-path';
import type { ClassCasting } from '../../store/derived';
import type { Character } from '../../store/types';
import type { Notify } from './ClassSection';

export function CircleSpells({ character, cls, notify }: { character: Character; cls: ClassCasting; notify: Notify }) {
  const { t } = useTranslation();
  const catalog = useCatalog();
  const addSpell = useAppStore((s) => s.addSpell);
  if (cls.classId !== 'druid' || cls.subclassId !== LAND_CIRCLE) return null;
  if (!isLandTerrain(cls.terrain)) {
    return (
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {t('spellbook.circle.noLand')}{' '}
        <Link href={characterPath('/postava', character.id)} className="font-medium text-accent-800 underline underline-offset-2 dark:text-accent-200">{t('spellbook.circle.recordLand')}</Link>
      </p>
    );
  }
  const ids = circleSpells(cls) ?? [];
  const have = new Set(character.spells.filter((s) => s.classId === 'druid' && s.status === 'alwaysPrepared').map((s) => s.spellId));
  const missing = ids.filter((id) => !have.has(id) && catalog.byId.has(id));
  const name = (id: string) => catalog.byId.get(id)?.text.name ?? id;
  const terrain = t(`characters.terrain.${cls.terrain}`);
  const addMissing = () => {
    let added = 0;
    for (const id of missing) {
      const spell = catalog.byId.get(id);
      if (spell && addSpell(character.id, { spell: toMechanics(spell), classId: 'druid', status: 'alwaysPrepared' }).ok) added++;
    }
    notify(t('spellbook.circle.added', { count: added }));
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm text-stone-600 dark:text-stone-400">
        {ids.length ? t('spellbook.circle.list', { terrain, list: ids.map(name).join(', ') }) : t('spellbook.circle.none', { terrain })}
      </p>
      {missing.length > 0 && (
        <div>
          <Button onClick={addMissing}>{t('spellbook.circle.add', { count: missing.length })}</Button>
        </div>
      )}
    </div>
  );
}

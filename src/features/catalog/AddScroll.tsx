// "Přidat svitek": a spell scroll of this spell into the active character's items (tracker: cast it
// from there, or remove it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import type { Spell } from '../../data/types';
import { useAppStore } from '../../store/app-store';
import { chosenCharacterId } from '../../store/characters';
import { useCharacter } from '../../store/hooks';

export function AddScroll({ spell }: { spell: Spell }) {
  const { t } = useTranslation();
  // the tab's chosen character (another tab may have chosen another one)
  const chosen = useAppStore(chosenCharacterId);
  const character = useCharacter(chosen);
  const addScroll = useAppStore((s) => s.addScroll);
  const [added, setAdded] = useState(0);
  if (!character) return null;
  const count = character.scrolls?.filter((s) => s.spellId === spell.id).length ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button onClick={() => addScroll(character.id, spell.id).ok && setAdded((n) => n + 1)}>{t('catalog.scroll.add')}</Button>
      {(added > 0 || count > 0) && (
        <span role="status" className="text-stone-700 dark:text-stone-300">{t('catalog.scroll.have', { count, name: character.name })}</span>
      )}
    </div>
  );
}

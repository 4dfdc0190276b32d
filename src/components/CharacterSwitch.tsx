// Another character's screen (Kniha, Boj) in one step: a player running two characters, or handing
// the phone over mid-fight. Shown only with more than one character. Subscribes to the ids and
// names alone, so a slot tap re-renders nothing here.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useLocation } from 'wouter';
import { useAppStore } from '../store/app-store';
import { characterPath } from './character-path';

/** `base`: the screen's route without the id, e.g. '/boj' */
export function CharacterSwitch({ id, base }: { id: string; base: string }) {
  const { t } = useTranslation();
  const uid = useId();
  const [, navigate] = useLocation();
  const choose = useAppStore((s) => s.setActiveCharacter);
  const ids = useAppStore(useShallow((s) => s.characters.map((c) => c.id)));
  const names = useAppStore(useShallow((s) => s.characters.map((c) => c.name)));
  if (ids.length < 2) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <label htmlFor={uid} className="font-medium">{t('characterRoute.switcher')}</label>
      <select
        id={uid}
        value={id}
        onChange={(e) => {
          choose(e.target.value);
          navigate(characterPath(base, e.target.value));
        }}
        className="min-h-11 max-w-full rounded-lg border border-stone-400 bg-white px-3 text-base dark:border-stone-600 dark:bg-stone-950"
      >
        {ids.map((x, i) => (
          <option key={x} value={x}>{names[i]}</option>
        ))}
      </select>
    </div>
  );
}

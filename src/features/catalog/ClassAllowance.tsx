// Above the list opened from a class's "Přidat kouzla": how full that class's allowances are
// (cantrips, spells known or prepared), so a player filling them sees the count before the limit
// refuses a tap. Counted as the spellbook counts them.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { className } from '../../components/format';
import { useAppStore } from '../../store/app-store';
import { chosenCharacterId } from '../../store/characters';
import { deriveCharacter } from '../../store/derived';
import type { SpellOf } from './limits';
import { useCharacter } from '../../store/hooks';

export function ClassAllowance({ forClass, spellOf }: { forClass: string; spellOf: SpellOf }) {
  const { t } = useTranslation();
  const id = useAppStore(chosenCharacterId);
  const character = useCharacter(id);
  const counts = useMemo(() => (character && forClass ? deriveCharacter(character, (sid) => spellOf(sid)?.level, (sid) => spellOf(sid)?.classes).classes.find((c) => c.classId === forClass) : undefined), [character, forClass, spellOf]);
  const cls = character?.classes.find((c) => c.classId === forClass);
  if (!counts || !cls) return null;
  const parts = [
    ...(counts.cantrips.max > 0 ? [{ key: 'cantrips', ...counts.cantrips }] : []),
    ...(counts.spells && counts.spells.max > 0 ? [{ key: counts.spells.kind, have: counts.spells.have, max: counts.spells.max }] : []),
  ];
  if (parts.length === 0) return null;
  return (
    <p className="text-sm text-stone-700 dark:text-stone-300" data-testid="class-allowance">
      <span className="font-semibold">{className(t, cls)}:</span>{' '}
      {parts.map((p, i) => (
        <span key={p.key}>
          {i > 0 && ' · '}
          <span className={`whitespace-nowrap ${p.have > p.max ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}`}>{t(`catalog.allowance.${p.key}`, { have: p.have, max: p.max })}</span>
        </span>
      ))}
    </p>
  );
}

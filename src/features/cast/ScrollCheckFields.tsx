// Reading a scroll whose spell is above the level the character can cast: the ability check (DC 10 +
// the spell's level, the casting class's spellcasting ability). The app can roll it, or the player
// rolls real dice and says how it went; the outcome goes into the cast request.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { rollDie } from '../../lib/dice';
import type { Ability } from '../../rules';
import { ord } from './describe';
import { signed } from '../../components/format';

export type ScrollCheck = 'passed' | 'failed' | undefined;

export function ScrollCheckFields({ level, dc, ability, mod, value, onChange }: { level: number; dc: number; ability: Ability; mod: number; value: ScrollCheck; onChange: (v: ScrollCheck) => void }) {
  const { t } = useTranslation();
  const [rolled, setRolled] = useState<{ roll: number; total: number } | null>(null);
  const modText = signed(mod).replace('+', '+ ').replace('−', '− ');
  const roll = () => {
    const d = rollDie(20);
    const total = d + mod;
    setRolled({ roll: d, total });
    onChange(total >= dc ? 'passed' : 'failed');
  };
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100" data-testid="scroll-check">
      <h3 className="font-semibold">{t('cast.scrollCheck.title')}</h3>
      <p>{t('cast.scrollCheck.text', { ord: ord(t, level), ability: t(`cast.abilityGen.${ability}`), dc, mod: modText })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={roll}>{t('cast.scrollCheck.roll')}</Button>
        {rolled && (
          <span role="status" className="font-medium">
            {t('cast.scrollCheck.rolled', { roll: rolled.roll, mod: modText, total: rolled.total, dc, result: t(rolled.total >= dc ? 'cast.scrollCheck.passed' : 'cast.scrollCheck.failed') })}
          </span>
        )}
      </div>
      <div className="flex flex-wrap gap-x-4">
        {(['passed', 'failed'] as const).map((v) => (
          <label key={v} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input type="radio" className="size-5 accent-accent-700" checked={value === v} onChange={() => onChange(v)} />
            {t(v === 'passed' ? 'cast.scrollCheck.manualPassed' : 'cast.scrollCheck.manualFailed')}
          </label>
        ))}
      </div>
    </section>
  );
}

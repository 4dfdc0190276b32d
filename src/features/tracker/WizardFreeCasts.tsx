// A high-level wizard's casts without a slot on Boj, in the rest section (SRD 5.1 wizard): the
// signature spells (20th level), each with whether its free 3rd-level cast is left or used since
// the last short or long rest; the Spell Mastery spells (18th level), free at will while prepared.
// Nothing is said below those levels, where a kept choice does not apply (spell-mastery.ts).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { findOwned, hasSignatureSpells, hasSpellMastery, isPreparedStatus } from '../../rules';
import { useCharacterValue } from '../../store/hooks';

const NOTE = 'mt-2 text-sm text-stone-600 dark:text-stone-400';

export const WizardFreeCasts = memo(function WizardFreeCasts({ id, nameOf }: { id: string; nameOf: (spellId: string) => string }) {
  const { t } = useTranslation();
  const mastery = useCharacterValue(id, (c) => hasSpellMastery(c.classes)) ?? false;
  const signature = useCharacterValue(id, (c) => hasSignatureSpells(c.classes)) ?? false;
  // store references (stable between renders), or undefined
  const masterySpells = useCharacterValue(id, (c) => c.masterySpells);
  const signatureSpells = useCharacterValue(id, (c) => c.signatureSpells);
  const used = useCharacterValue(id, (c) => c.caster.signatureUsed);
  const owned = useCharacterValue(id, (c) => c.spells);
  if (!mastery) return null;
  const prepared = (sid: string) => {
    const o = owned && findOwned(owned, sid, 'wizard');
    return o ? isPreparedStatus(o.status) : false;
  };
  return (
    <>
      {signature && (signatureSpells?.length ? (
        <div className="mt-3">
          <p id="signature-title" className="text-sm font-semibold">{t('tracker.wizardFree.signatureTitle')}</p>
          <ul aria-labelledby="signature-title" className="mt-1 grid gap-1 text-sm">
            {signatureSpells.map((sid) => {
              const isUsed = used?.includes(sid) ?? false;
              return (
                <li key={sid} className={isUsed ? 'text-stone-600 dark:text-stone-400' : ''}>
                  {t(isUsed ? 'tracker.wizardFree.signatureUsed' : 'tracker.wizardFree.signatureLeft', { name: nameOf(sid) })}
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p className={NOTE}>{t('tracker.wizardFree.signatureNone')}</p>
      ))}
      {masterySpells?.length ? (
        <p className={NOTE}>
          {t('tracker.wizardFree.mastery', { list: masterySpells.map((sid) => (prepared(sid) ? nameOf(sid) : t('tracker.wizardFree.notPrepared', { name: nameOf(sid) }))).join(', ') })}
        </p>
      ) : (
        <p className={NOTE}>{t('tracker.wizardFree.masteryNone')}</p>
      )}
    </>
  );
});

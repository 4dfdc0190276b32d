// What the cast dialog says before the tap: the refusal with its rules (and the condition behind
// it to fix in place), the failure of the last tap, the warnings, and the question before a new
// concentration spell ends the old one.
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { mayHaveBookOfAncientSecrets, type CastFailure, type CastWarning } from '../../rules';
import { Button } from '../../components/Button';
import type { Spell } from '../../data/types';
import type { Character } from '../../store/types';
import { ConditionsFields, fieldsForErrors } from './ConditionsFields';
import { RuleNote } from './RuleNote';

export function ConfirmConcentration({ headingRef, oldName, newName, onBack, onConfirm }: { headingRef: Ref<HTMLHeadingElement>; oldName: string; newName: string; onBack: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">{t('cast.confirmConcentration.title')}</h3>
      <ul className="flex flex-col gap-2">
        <RuleNote code="endsConcentration" tone="warning" text={t('cast.confirmConcentration.text', { old: oldName, new: newName })} />
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onBack}>{t('cast.confirmConcentration.back')}</Button>
        <Button variant="primary" onClick={onConfirm}>{t('cast.confirmConcentration.confirm')}</Button>
      </div>
    </div>
  );
}

export function Refusal({ id, preview, character, spell }: { id: string; preview: CastFailure; character: Character; spell: Spell }) {
  const { t } = useTranslation();
  const errors = [...new Set(preview.errors)];
  const fixFields = fieldsForErrors(errors).filter((f) => f !== 'bookOfSecrets' || mayHaveBookOfAncientSecrets(character.classes));
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2" role="alert">
      <h3 id={id} className="font-semibold text-red-800 dark:text-red-300">{t('cast.refusedTitle')}</h3>
      <ul className="flex flex-col gap-2">
        {errors.map((code) => (
          <RuleNote key={code} code={code} />
        ))}
      </ul>
      {(fixFields.length > 0 || errors.includes('missingMaterial')) && (
        <ConditionsFields character={character} fields={fixFields} materials={errors.includes('missingMaterial') || errors.includes('noFocus') ? [spell] : []} />
      )}
      <p className="text-sm text-stone-700 dark:text-stone-300">{preview.overridable ? t('cast.overrideHint') : t('cast.notOverridable', { context: errors.includes('slotLevelTooHigh') ? 'slotLevelTooHigh' : undefined })}</p>
    </section>
  );
}

export function LastFailure({ failure }: { failure: CastFailure }) {
  return (
    <ul className="flex flex-col gap-2" role="alert">
      {failure.errors.map((code) => (
        <RuleNote key={code} code={code} />
      ))}
    </ul>
  );
}

/** `ending`: the concentration spell the cast would end, by name. */
export function Warnings({ warnings, ending, newName }: { warnings: CastWarning[]; ending: string | null; newName: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('cast.warningsTitle')}>
      <ul className="flex flex-col gap-2">
        {warnings.map((w) => (
          <RuleNote
            key={w}
            code={w}
            tone={w === 'endsConcentration' ? 'warning' : 'info'}
            text={w === 'endsConcentration' && ending ? t('cast.confirmConcentration.text', { old: ending, new: newName }) : t(`cast.warnings.${w}`)}
          />
        ))}
      </ul>
    </section>
  );
}

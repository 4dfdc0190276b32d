// What the cast dialog says before the tap: the refusal with its rules (and the condition behind
// it to fix in place), the failure of the last tap, the warnings, and the question before a new
// concentration spell ends the old one or a spell breaks off a casting in progress.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { type CastFailure, type CastWarning } from '../../rules';
import type { Spell } from '../../data/types';
import type { Character } from '../../store/types';
import { ConditionsFields, fieldsForErrors } from './ConditionsFields';
import { RuleNote } from './RuleNote';

/** The one question before a cast that ends what needs the caster's concentration: the current
 *  concentration spell, or a casting in progress (that spell fails and nothing is spent for it).
 *  Asked where the player decides, next to the cast button (which then says so). */
/** `byAction`: the new spell breaks the casting off by taking the turn's action, not concentration. */
export function EndQuestion({ id, ends, oldName, newName, byAction = false }: { id: string; ends: 'concentration' | 'casting'; oldName: string; newName: string; byAction?: boolean }) {
  const { t } = useTranslation();
  const key = ends === 'concentration' ? 'confirmConcentration' : 'confirmCasting';
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2" data-testid={`${ends}-question`}>
      <h3 id={id} className="font-semibold">{t(`cast.${key}.title`, { old: oldName })}</h3>
      <ul className="flex flex-col gap-2">
        <RuleNote code={ends === 'concentration' ? 'endsConcentration' : 'endsCasting'} tone="warning" text={t(`cast.${key}.text`, { old: oldName, new: newName, context: byAction ? 'action' : undefined })} />
      </ul>
    </section>
  );
}

export function Refusal({ id, preview, character, spell }: { id: string; preview: CastFailure; character: Character; spell: Spell }) {
  const { t } = useTranslation();
  const errors = [...new Set(preview.errors)];
  const fixFields = fieldsForErrors(errors);
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

/** A note's text; a ritual spends no slot anyway, so its long casting note says only that the
 *  spell fails when concentration breaks. */
export function warningText(t: TFunction, w: CastWarning, all: readonly CastWarning[]): string {
  return t(`cast.warnings.${w}`, { context: w === 'longCastingNeedsConcentration' && all.includes('ritualAddsTenMinutes') ? 'ritual' : undefined });
}

/** The cast's notes; ending concentration or a casting is asked by its question, not repeated here. */
export function Warnings({ warnings }: { warnings: CastWarning[] }) {
  const { t } = useTranslation();
  const shown = warnings.filter((w) => w !== 'endsConcentration' && w !== 'endsCasting');
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('cast.warningsTitle')}>
      <ul className="flex flex-col gap-2">
        {shown.map((w) => (
          <RuleNote key={w} code={w} tone="info" text={warningText(t, w, warnings)} />
        ))}
      </ul>
    </section>
  );
}

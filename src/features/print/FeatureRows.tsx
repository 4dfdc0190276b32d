// Rows of the spell sheet's slot block for class features: Divine Smite's dice per slot level, a
// warlock's Eldritch Invocations; and the boxes to tick in pencil.
import { useTranslation } from 'react-i18next';
import type { Character } from '../../store/types';
import type { CharacterDerived } from '../../store/derived';
import { BOOK_OF_SECRETS, INVOCATIONS, SMITE_DIE, hasDivineSmite, hasImprovedDivineSmite, invocationMissing, smiteDice } from '../../rules';
import { formatDice } from '../../lib/dice';
import { invocationFactsOf } from '../../store/gear';

export function SmiteRow({ derived }: { derived: CharacterDerived }) {
  const { t, i18n } = useTranslation();
  if (!hasDivineSmite(derived.classes)) return null;
  const levels = [...new Set([...derived.slotsMax.flatMap((max, i) => (max > 0 ? [i + 1] : [])), ...(derived.pact ? [derived.pact.slotLevel] : [])])].sort((a, b) => a - b);
  const dice = (level: number) => {
    const d = smiteDice(derived.classes, level, false);
    return formatDice(`${d.smite + d.improved}d${SMITE_DIE}`, { lng: i18n.language });
  };
  const improved = hasImprovedDivineSmite(derived.classes);
  return (
    <div className="slot-row" data-testid="smite">
      <span className="slot-label">{t('print.sheet.smite')}</span>
      <span>{levels.map((level) => t('print.sheet.smiteLevel', { ord: t(`print.ord.${level}`), dice: dice(level) })).join(' · ')}</span>
      <span className="sheet-help">{t(improved ? 'print.sheet.smiteHelpImproved' : 'print.sheet.smiteHelp')}</span>
    </div>
  );
}

/** A warlock's Pact Boon and the chosen Eldritch Invocations that act (a once-per-long-rest one
 *  with a box to tick, and the line that says what the box is for). */
export function InvocationsRow({ character }: { character: Character }) {
  const { t } = useTranslation();
  const facts = invocationFactsOf(character);
  const chosen = [...(character.invocations ?? []), ...(character.conditions.hasBookOfAncientSecrets ? [BOOK_OF_SECRETS] : [])];
  const active = INVOCATIONS.filter((i) => chosen.includes(i.id) && !invocationMissing(i.id, facts));
  if (!active.length && !facts.pactBoon) return null;
  return (
    <div className="slot-row" data-testid="invocations">
      {facts.pactBoon && (
        <>
          <span className="slot-label">{t('print.sheet.pactBoon')}</span>
          <span>{t(`invocations.boonName.${facts.pactBoon}`)}</span>
        </>
      )}
      {active.length > 0 && (
        <>
          <span className="slot-label">{t('print.sheet.invocations')}</span>
          <span>
            {active.map((i, n) => (
              <span key={i.id}>
                {n > 0 && ' · '}
                {t(`invocations.name.${i.id}`)}
                {i.spell?.once && <> <Boxes n={1} label={t('print.sheet.invocationOnce', { name: t(`invocations.name.${i.id}`) })} /></>}
              </span>
            ))}
          </span>
        </>
      )}
      {active.some((i) => i.spell?.once) && <span className="sheet-help">{t('print.sheet.invocationsHelp')}</span>}
    </div>
  );
}

export function Boxes({ n, label }: { n: number; label: string }) {
  return (
    <span className="boxes" role="img" aria-label={label}>
      {Array.from({ length: n }, (_, i) => <span key={i} className="box" />)}
    </span>
  );
}

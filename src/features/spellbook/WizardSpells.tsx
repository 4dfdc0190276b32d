// A high-level wizard's choice in the Kniha: Spell Mastery (wizard 18: one 1st- and one 2nd-level
// spell from the book) and Signature Spells (wizard 20: two 3rd-level spells). Each is a list of the
// book's spells of that level, so only a valid choice can be made; after a level-down the choice
// stays, shown read-only with a note that it does not apply now.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import type { Character } from '../../store/types';
import { MASTERY_SPELL_LEVELS, SIGNATURE_SPELL_LEVEL, SIGNATURE_SPELLS_COUNT, SIGNATURE_SPELLS_FROM_LEVEL, SPELL_MASTERY_FROM_LEVEL } from '../../rules';
import type { SpellEntry } from './groups';
import type { Notify } from './ClassSection';
import { WhyLink } from '../rules-reference/entry';

const selectClass = 'min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 disabled:opacity-70 dark:border-stone-600 dark:bg-stone-800';

function SpellSelect({ label, value, entries, taken, disabled, onChange }: { label: string; value: string; entries: SpellEntry[]; taken: readonly string[]; disabled: boolean; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const choices = entries.filter((e) => e.owned.spellId === value || !taken.includes(e.owned.spellId));
  const missing = value && !entries.some((e) => e.owned.spellId === value);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <select id={id} className={selectClass} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('spellbook.wizardSpells.none')}</option>
        {missing && <option value={value}>{t('spellbook.wizardSpells.missing', { name: value })}</option>}
        {choices.map((e) => (
          <option key={e.owned.spellId} value={e.owned.spellId}>{e.spell?.text.name ?? e.owned.spellId}</option>
        ))}
      </select>
    </div>
  );
}

function Feature({ title, hint, from, level, children }: { title: string; hint: string; from: number; level: number; children: React.ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-serif text-lg font-bold">{title}</h3>
      <p className="text-sm text-stone-600 dark:text-stone-400">{hint}</p>
      {level < from && <p className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-1 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">{t('spellbook.wizardSpells.inactive', { level: from })}</p>}
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** The wizard's Spell Mastery and signature spell choice; nothing below 18th level without a choice. */
export function WizardSpells({ character, level, entries, notify }: { character: Character; level: number; entries: SpellEntry[]; notify: Notify }) {
  const { t } = useTranslation();
  const setWizardSpells = useAppStore((s) => s.setWizardSpells);
  const mastery = character.masterySpells ?? [];
  const signature = character.signatureSpells ?? [];
  const showMastery = level >= SPELL_MASTERY_FROM_LEVEL || mastery.length > 0;
  const showSignature = level >= SIGNATURE_SPELLS_FROM_LEVEL || signature.length > 0;
  if (!showMastery && !showSignature) return null;
  const levelOf = (id: string) => entries.find((e) => e.owned.spellId === id)?.spell?.level;
  const ofLevel = (l: number) => entries.filter((e) => e.spell?.level === l);
  const save = (kind: 'mastery' | 'signature', ids: string[]) => {
    // a spell no longer in the book leaves the choice with the next change
    const r = setWizardSpells(character.id, kind, ids.filter((id) => levelOf(id) !== undefined), levelOf);
    if (!r.ok) notify(t(`errors.${r.error}`), undefined, <WhyLink code={r.error} inverted />);
  };
  return (
    <>
      {showMastery && (
        <Feature title={t('spellbook.wizardSpells.masteryTitle')} hint={t('spellbook.wizardSpells.masteryHint')} from={SPELL_MASTERY_FROM_LEVEL} level={level}>
          {MASTERY_SPELL_LEVELS.map((l) => {
            const current = mastery.find((id) => levelOf(id) === l) ?? '';
            return (
              <SpellSelect
                key={l}
                label={t('spellbook.wizardSpells.masterySelect', { level: l })}
                value={current}
                entries={ofLevel(l)}
                taken={[]}
                disabled={level < SPELL_MASTERY_FROM_LEVEL}
                onChange={(id) => save('mastery', [...mastery.filter((o) => levelOf(o) !== l), id])}
              />
            );
          })}
        </Feature>
      )}
      {showSignature && (
        <Feature title={t('spellbook.wizardSpells.signatureTitle')} hint={t('spellbook.wizardSpells.signatureHint')} from={SIGNATURE_SPELLS_FROM_LEVEL} level={level}>
          {Array.from({ length: SIGNATURE_SPELLS_COUNT }, (_, i) => (
            <SpellSelect
              key={i}
              label={t('spellbook.wizardSpells.signatureSelect', { n: i + 1 })}
              value={signature[i] ?? ''}
              entries={ofLevel(SIGNATURE_SPELL_LEVEL)}
              taken={signature}
              disabled={level < SIGNATURE_SPELLS_FROM_LEVEL}
              onChange={(id) => save('signature', Array.from({ length: SIGNATURE_SPELLS_COUNT }, (_, j) => (j === i ? id : (signature[j] ?? ''))))}
            />
          ))}
        </Feature>
      )}
    </>
  );
}

// Derived spellcasting numbers of one class (from src/store/derived.ts): ability, proficiency bonus,
// spell save DC, spell attack bonus, cantrips x / y, spells known or prepared x / y. Over-limit counts
// are shown in a warning colour with words, never prevented.
import { useTranslation } from 'react-i18next';
import type { ClassCasting, CharacterDerived } from '../store/derived';
import { className, signed } from './format';

function Count({ label, have, max }: { label: string; have: number; max: number }) {
  const { t } = useTranslation();
  const over = have > max;
  return (
    <div className="min-w-0">
      <dt className="text-xs text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className={`font-semibold tabular-nums ${over ? 'text-amber-800 dark:text-amber-300' : ''}`} data-over={over || undefined}>
        {have} / {max}
        {over && <> <span className="text-xs font-normal">({t('characters.stats.overLimit')})</span></>}
      </dd>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The numbers of one spellcasting class as a definition list. */
export function ClassStats({ cls, proficiencyBonus }: { cls: ClassCasting; proficiencyBonus: number }) {
  const { t } = useTranslation();
  return (
    <div className="@container">
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 @md:grid-cols-3 @2xl:grid-cols-6">
      <Stat label={t('characters.stats.ability')} value={`${t(`characters.ability.${cls.ability}`)} (${signed(cls.abilityMod)})`} />
      <Stat label={t('characters.stats.proficiency')} value={signed(proficiencyBonus)} />
      <Stat label={t('characters.stats.saveDC')} value={String(cls.saveDC)} />
      <Stat label={t('characters.stats.attack')} value={signed(cls.attackBonus)} />
      {(cls.cantrips.max > 0 || cls.cantrips.have > 0) && <Count label={t('characters.stats.cantrips')} have={cls.cantrips.have} max={cls.cantrips.max} />}
      {cls.spells && <Count label={t(`characters.stats.${cls.spells.kind}`)} have={cls.spells.have} max={cls.spells.max} />}
    </dl>
    </div>
  );
}

/** All spellcasting classes of a character, each with a heading ("Kouzelník 5"). */
export function CastingSummary({ derived, headingLevel = 3 }: { derived: CharacterDerived; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  if (!derived.classes.length) return <p className="text-stone-700 dark:text-stone-300">{t('characters.editor.noCasting')}</p>;
  return (
    <div className="@container">
    <div className="grid gap-3 @3xl:grid-cols-2">
      {derived.classes.map((cls) => (
        <section key={cls.classId} aria-label={t('characters.stats.heading', { class: className(t, cls), level: cls.level })} className="rounded-xl border border-stone-200 bg-white p-3 dark:border-stone-700 dark:bg-stone-900">
          <H className="mb-2 font-semibold">{t('characters.stats.heading', { class: className(t, cls), level: cls.level })}</H>
          <ClassStats cls={cls} proficiencyBonus={derived.proficiencyBonus} />
        </section>
      ))}
    </div>
    </div>
  );
}

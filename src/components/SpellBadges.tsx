// Small labels shared by the catalog, spellbook and print: "zaklínání 3. úrovně" and the badges.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFn } from '../data/format-fields';
import type { Spell } from '../data/types';
/** "zaklínání 3. úrovně", "trik – zaklínání", "věštění 1. úrovně (rituál)"; without "(rituál)" where
 *  the spell's badges stand beside it (`badges`). */
export function spellLevelSchool(t: TFn, s: Pick<Spell, 'level' | 'school' | 'ritual'>, badges = false): string {
  const school = t(`catalog.school.${s.school}`);
  const base = s.level === 0 ? t('catalog.cantripSchool', { school }) : t('catalog.levelSchool', { school, ordinal: t(`catalog.ordinal.${s.level}`), level: s.level });
  return s.ritual && !badges ? base + t('catalog.ritualSuffix') : base;
}

export function Badge({ children, tone = 'stone' }: { children: ReactNode; tone?: 'stone' | 'accent' | 'amber' }) {
  const tones = {
    stone: 'border-stone-300 bg-stone-100 text-stone-800 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100',
    accent: 'border-accent-200 bg-accent-50 text-accent-900 dark:border-accent-700 dark:bg-accent-900/60 dark:text-accent-100',
    amber: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  } as const;
  return <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** The rituál / soustředění / vlastní badges of a spell (nothing when it has none). */
export function SpellBadges({ spell }: { spell: Pick<Spell, 'ritual' | 'concentration' | 'homebrew'> }) {
  const { t } = useTranslation();
  return <SpellBadgeList spell={spell} t={t} />;
}

/** The same, translated with the `t` of a list (rows of a long list: one useTranslation for all).
 *  `compact`: on a phone the badges show abbreviations ("R", "soustř."), so that a row's spell name
 *  keeps its room; the whole word stays for screen readers. */
export function SpellBadgeList({ spell, t, compact = false }: { spell: Pick<Spell, 'ritual' | 'concentration' | 'homebrew'>; t: TFn; compact?: boolean }) {
  if (!spell.ritual && !spell.concentration && !spell.homebrew) return null;
  const word = (key: 'ritual' | 'concentration' | 'homebrew') =>
    compact ? (
      <>
        <span aria-hidden="true" className="sm:hidden">{t(`catalog.${key}Short`)}</span>
        <span className="max-sm:sr-only">{t(`catalog.${key}`)}</span>
      </>
    ) : (
      t(`catalog.${key}`)
    );
  return (
    <span className="inline-flex flex-wrap gap-1">
      {spell.ritual && <Badge tone="accent">{word('ritual')}</Badge>}
      {spell.concentration && <Badge tone="amber">{word('concentration')}</Badge>}
      {spell.homebrew && <Badge>{word('homebrew')}</Badge>}
    </span>
  );
}

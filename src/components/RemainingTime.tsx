import { useTranslation } from 'react-i18next';

/** "zbývá 5 minut a 3 kola" — remaining rounds (6 s each; 10 rounds = 1 minute, 600 = 1 hour). */
export function RemainingTime({ rounds }: { rounds: number | null }) {
  const { t } = useTranslation();
  if (rounds === null) return <>{t('tracker.time.noLimit')}</>;
  const h = Math.floor(rounds / 600);
  const m = Math.floor((rounds % 600) / 10);
  const r = rounds % 10;
  const parts: string[] = [];
  if (h) parts.push(t('spellFields.unit.hour', { count: h }));
  if (m) parts.push(t('spellFields.unit.minute', { count: m }));
  if (r && !h) parts.push(t('spellFields.unit.round', { count: r }));
  if (parts.length === 0) return <>{t('tracker.time.ending')}</>;
  return <>{t('tracker.time.remaining', { time: parts.join(t('cast.summary.and')) })}</>;
}

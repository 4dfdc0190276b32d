// The backup reminder. Unlike the other storage banners it shows on an ordinary start (a player with
// characters older than three days who has not exported in 30), so it is part of the first screen:
// loading it later would shift the page under the player's finger. Its export code loads on use.
// On a phone turned to landscape the fight screen shows it in its own column instead: under the
// header it pushed the slot panel's "Seslat" below the fold, out of reach mid-fight.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SHORT_LANDSCAPE_QUERY, useMediaQuery } from '../../lib/useMediaQuery';
import { persistence, usePersistenceStatus } from '../../persistence';
import { useAppStore } from '../../store/app-store';
import { Button } from '../../components/Button';
import { Banner } from './Banner';
import { shouldRemindExport } from './reminder';

export const exportAll = () => void import('./export-actions').then((m) => m.exportAll());

const isFightPath = (path: string) => path === '/boj' || path.startsWith('/boj/');

/** `place`: 'top' = under the header (every screen), 'fight' = the fight screen's column, where it
 *  shows instead on a phone in landscape. */
export function ReminderBanner({ place = 'top' }: { place?: 'top' | 'fight' }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const landscape = useMediaQuery(SHORT_LANDSCAPE_QUERY);
  const here = landscape && isFightPath(location) ? 'fight' : 'top';
  const mode = usePersistenceStatus((s) => s.mode);
  const lastExportAt = usePersistenceStatus((s) => s.lastExportAt);
  const snoozedUntil = usePersistenceStatus((s) => s.reminderSnoozedUntil);
  // Computed once per mount: the reminder does not need to react to the clock.
  const [now] = useState(() => Date.now());
  // Selects the boolean, not the characters: editing a character (a slot tap) must not re-render this.
  const remind = useAppStore((s) => mode === 'ok' && shouldRemindExport(now, s.characters, lastExportAt, snoozedUntil));
  if (!remind || place !== here) return null;
  return (
    <Banner
      tone="info"
      role="status"
      testId="banner-reminder"
      actions={
        <>
          <Button variant="primary" onClick={() => exportAll()}>
            {t('persistence.reminder.export')}
          </Button>
          <Button variant="ghost" onClick={() => persistence()?.snoozeReminder(7)}>
            {t('persistence.reminder.later')}
          </Button>
        </>
      }
    >
      <p>{t('persistence.reminder.body')}</p>
    </Banner>
  );
}

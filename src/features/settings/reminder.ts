// When to remind the player to back up: they have characters older than three days (no nagging on
// the first evening), no export in the last 30 days, and the reminder is not snoozed.
const DAY = 86_400_000;

export function shouldRemindExport(now: number, characters: readonly { createdAt: string }[], lastExportAt: string | null, snoozedUntil: string | null): boolean {
  if (!characters.length) return false;
  if (snoozedUntil && Date.parse(snoozedUntil) > now) return false;
  const times = characters.map((c) => Date.parse(c.createdAt)).filter(Number.isFinite);
  if (!times.length || now - Math.min(...times) < 3 * DAY) return false;
  if (lastExportAt) {
    const last = Date.parse(lastExportAt);
    if (Number.isFinite(last) && now - last < 30 * DAY) return false;
  }
  return true;
}

// What other features use of settings: the backup reminder (the fight screen places it in its own
// column on a phone turned to landscape).
export { ReminderBanner } from './ReminderBanner';

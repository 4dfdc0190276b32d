import { zBefore } from './z-ze';
import { setupTestI18n } from '../testing/i18n';

describe('z / ze before a number', () => {
  it('follows how the number is read', () => {
    const ze = [2, 3, 4, 6, 7, 12, 13, 14, 16, 17, 20, 24, 33, 47, 61, 75, 100, 150, 200, 300, 400, 600, 700, 2000, 3500];
    const z = [0, 1, 5, 8, 9, 10, 11, 15, 18, 19, 50, 55, 80, 90, 99, 500, 800, 900, 1000, 1999, 5000];
    expect(ze.filter((n) => zBefore(n) !== 'ze')).toEqual([]);
    expect(z.filter((n) => zBefore(n) !== 'z')).toEqual([]);
  });

  it('reads in the strings that count "x of max"', async () => {
    const i = await setupTestI18n('cs');
    expect(i.t('tracker.sorcery.group', { available: 1, max: 4 })).toBe('Čarodějné body: 1 ze\u00a04');
    expect(i.t('tracker.sorcery.group', { available: 1, max: 5 })).toBe('Čarodějné body: 1 z\u00a05');
    const en = await setupTestI18n('en');
    expect(en.t('tracker.sorcery.group', { available: 1, max: 4 })).toBe('Sorcery points: 1 of 4');
    await setupTestI18n('cs');
  });
});

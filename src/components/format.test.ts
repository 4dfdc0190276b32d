import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { setupTestI18n } from '../testing/i18n';
import { classesLabel, signed } from './format';

describe('display helpers', () => {
  it('a class and its level are bound by a no-break space, so a card never ends a line between them', async () => {
    await setupTestI18n('cs');
    expect(classesLabel(i18next.t, [{ classId: 'cleric', level: 3 }, { classId: 'wizard', level: 2 }])).toBe('Klerik\u00a03 / Kouzelník\u00a02');
  });

  it('signs a modifier with a real minus sign', () => {
    expect([signed(3), signed(0), signed(-1)]).toEqual(['+3', '+0', '−1']);
  });
});

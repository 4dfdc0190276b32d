import { describe, expect, it } from 'vitest';
import { setupTestI18n } from '../testing/i18n';
import { formatDistance, formatDuration, formatRange, formatCastingTime, formatComponents, formatSpellArea, formatArea } from './format-fields';
import { vlna } from '../i18n/tools/vlna.mjs';

describe('spell field formatting (1 sáh = 5 ft; Czech plurals)', () => {
  it('Czech distances: 1 sáh, 2–4 sáhy, 5+ sáhů, decimals in the genitive, miles', async () => {
    const i = await setupTestI18n('cs');
    const t = i.getFixedT('cs');
    expect(formatDistance(t, 'cs', 5)).toBe(vlna('1 sáh'));
    expect(formatDistance(t, 'cs', 20)).toBe(vlna('4 sáhy'));
    expect(formatDistance(t, 'cs', 150)).toBe(vlna('30 sáhů'));
    expect(formatDistance(t, 'cs', 12.5)).toBe(vlna('2,5 sáhu'));
    expect(formatDistance(t, 'cs', 20, 'gen')).toBe(vlna('4 sáhů'));
    expect(formatDistance(t, 'cs', 5, 'gen')).toBe(vlna('1 sáhu'));
    expect(formatDistance(t, 'cs', 5280)).toBe(vlna('1 míle'));
    expect(formatDistance(t, 'cs', 5280 * 500)).toBe('500\u00a0mil');
    expect(formatDistance(t, 'cs', 5000)).toBe(vlna('1\u00a0000 sáhů'));
    expect(formatRange(t, 'cs', { range: { kind: 'self', area: { shape: 'sphere', sizeFt: 10 } } })).toBe(vlna('Ty sám (koule o poloměru 2 sáhů)'));
  });

  it('Czech times and components', async () => {
    const t = (await setupTestI18n('cs')).getFixedT('cs');
    expect(formatCastingTime(t, { castingTime: { amount: 1, unit: 'bonus' } })).toBe(vlna('1 bonusová akce'));
    expect(formatCastingTime(t, { castingTime: { amount: 10, unit: 'minute' } })).toBe('10\u00a0minut');
    expect(formatDuration(t, { duration: { unit: 'hour', amount: 2, upTo: true, concentration: true } })).toBe(vlna('Soustředění, až 2 hodiny'));
    expect(formatDuration(t, { duration: { unit: 'day', amount: 10, upTo: false, concentration: false } })).toBe(vlna('10 dní'));
    expect(formatComponents(t, { components: { v: true, s: true, m: true } }, 'peříčko')).toBe('V, P, S (peříčko)');
  });

  it('English keeps feet', async () => {
    const t = (await setupTestI18n('en')).getFixedT('en');
    expect(formatDistance(t, 'en', 150)).toBe('150\u00a0feet');
    expect(formatDistance(t, 'en', 1000)).toBe('1,000\u00a0feet');
    expect(formatDistance(t, 'en', 7.5)).toBe('7.5\u00a0feet');
    expect(formatRange(t, 'en', { range: { kind: 'self', area: { shape: 'cone', sizeFt: 15 } } })).toBe('Self (15-foot cone)');
    expect(formatComponents(t, { components: { v: true, s: true, m: true } }, 'a feather')).toBe('V, S, M (a feather)');
  });

  it('areas: a cylinder with its height, two forms of one spell, none', async () => {
    const cs = (await setupTestI18n('cs')).getFixedT('cs');
    const cyl = { area: { shape: 'cylinder' as const, sizeFt: 50, heightFt: 100 } };
    const cage = { area: { shape: 'cube' as const, sizeFt: 20 }, areaOr: { shape: 'cube' as const, sizeFt: 10 } };
    expect(formatSpellArea(cs, 'cs', cyl)).toBe(vlna('válec o poloměru 10 sáhů a výšce 20 sáhů'));
    expect(formatSpellArea(cs, 'cs', cage)).toBe(vlna('krychle o hraně 4 sáhů nebo krychle o hraně 2 sáhů'));
    expect(formatSpellArea(cs, 'cs', {})).toBeUndefined();
    const en = (await setupTestI18n('en')).getFixedT('en');
    expect(formatSpellArea(en, 'en', cyl)).toBe('50-foot-radius, 100-foot-high cylinder');
    expect(formatSpellArea(en, 'en', cage)).toBe('20-foot cube or 10-foot cube');
  });

  it("a line's width is named only when it is not the SRD's 5 ft", async () => {
    const cs = (await setupTestI18n('cs')).getFixedT('cs');
    const en = (await setupTestI18n('en')).getFixedT('en');
    const wide = { area: { shape: 'line' as const, sizeFt: 60, widthFt: 10 } };
    const thin = { area: { shape: 'line' as const, sizeFt: 60, widthFt: 1 }, areaOr: { shape: 'line' as const, sizeFt: 30, widthFt: 5 } };
    const bolt = { area: { shape: 'line' as const, sizeFt: 100 } };
    expect(formatSpellArea(cs, 'cs', wide)).toBe(vlna('dráha o délce 12 sáhů a šířce 2 sáhů'));
    expect(formatSpellArea(cs, 'cs', thin)).toBe(vlna('dráha o délce 12 sáhů a šířce 0,2 sáhu nebo dráha o délce 6 sáhů'));
    expect(formatSpellArea(cs, 'cs', bolt)).toBe(vlna('dráha o délce 20 sáhů'));
    expect(formatSpellArea(en, 'en', wide)).toBe('60-foot line, 10\u00a0feet wide');
    expect(formatSpellArea(en, 'en', thin)).toBe('60-foot line, 1\u00a0foot wide or 30-foot line');
    expect(formatSpellArea(en, 'en', bolt)).toBe('100-foot line');
    expect(formatArea(en, 'en', bolt.area, { width: 'always' })).toBe('100-foot line, 5\u00a0feet wide');
  });
});

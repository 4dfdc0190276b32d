import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { setupTestI18n } from '../../testing/i18n';
import spells from '../../data/spells.json';
import csTexts from '../../../locales/cs/spells.json';
import enTexts from '../../../locales/en/spells.json';
import type { SpellData, SpellText } from '../../data/types';
import { homebrewSpellSchema } from '../../data/schema';
import { convertDistances, emptyForm, formFromSpell, newHomebrewId, paragraphs, spellFromForm, type SpellForm } from './form';
import { vlna } from '../../i18n/tools/vlna.mjs';

const mech = spells as unknown as Record<string, SpellData>;
const texts = { cs: csTexts as unknown as Record<string, SpellText>, en: enTexts as unknown as Record<string, SpellText> };

beforeAll(async () => {
  await setupTestI18n('en');
  await setupTestI18n('cs');
});

describe('homebrew form', () => {
  it.each(['cs', 'en'] as const)('rebuilds catalog spells with the very same display texts (%s)', async (lng) => {
    await i18next.changeLanguage(lng);
    const t = i18next.getFixedT(lng);
    let same = 0;
    const diffs: string[] = [];
    for (const id of Object.keys(mech)) {
      const d = mech[id];
      // reaction triggers, a second casting time (Plant Growth) and "or triggered" (the glyphs) are
      // catalog texts, not homebrew fields
      if (d.castingTime.trigger || d.castingTime.or || d.duration.orTriggered) continue;
      const text = texts[lng][id];
      const form = formFromSpell({ data: d, text }, lng);
      if (!form.classes.length) form.classes = ['wizard'];
      const r = spellFromForm(form, d.id, t, lng);
      if (!r.ok) {
        diffs.push(`${id}: ${JSON.stringify(r.errors)}`);
        continue;
      }
      const keys = ['castingTime', 'range', 'components', 'duration'] as const;
      if (keys.every((k) => r.spell.text[k] === text[k])) same++;
      else diffs.push(`${id}: ${keys.map((k) => `${r.spell.text[k]} | ${text[k]}`).join(' ; ')}`);
    }
    expect(diffs.slice(0, 5)).toEqual([]);
    expect(same).toBeGreaterThan(300);
  });

  it.each(['cs', 'en'] as const)('saves every catalog range and area unchanged: miles, widths, heights, second forms (%s)', (lng) => {
    const t = i18next.getFixedT(lng);
    const diffs: string[] = [];
    for (const id of Object.keys(mech)) {
      const d = mech[id];
      const form = formFromSpell({ data: d, text: texts[lng][id] }, lng);
      if (!form.classes.length) form.classes = ['wizard'];
      const r = spellFromForm(form, id, t, lng);
      if (!r.ok) throw new Error(`${id}: ${JSON.stringify(r.errors)}`);
      const pick = (x: SpellData) => JSON.stringify({ range: x.range, area: x.area, areaOr: x.areaOr });
      if (pick(r.spell.data) !== pick(d)) diffs.push(`${id}: ${pick(r.spell.data)} ≠ ${pick(d)}`);
    }
    expect(diffs).toEqual([]);
  });

  it('shows a line\'s width, a cylinder\'s height and a second form in their fields', () => {
    const cs = (id: string) => formFromSpell({ data: mech[id], text: texts.cs[id] }, 'cs');
    expect(cs('reverse-gravity')).toMatchObject({ areaShape: 'cylinder', areaSize: '10', areaHeight: '20', areaWidth: '', orShape: '' });
    // a wall of fire is 1 foot thick: 0,2 sáhu, with a Czech decimal comma
    expect(cs('wall-of-fire')).toMatchObject({ areaShape: 'line', areaSize: '12', areaWidth: '0,2', areaHeight: '' });
    expect(cs('forcecage')).toMatchObject({ areaShape: 'cube', areaSize: '4', orShape: 'cube', orSize: '2' });
    expect(formFromSpell({ data: mech['gust-of-wind'], text: texts.en['gust-of-wind'] }, 'en')).toMatchObject({ areaShape: 'line', areaSize: '60', areaWidth: '10' });
  });

  it('saves the width and height of the chosen shape only; no area, no second form', () => {
    const t = i18next.getFixedT('cs');
    const save = (id: string, edit: (f: SpellForm) => void) => {
      const form = formFromSpell({ data: mech[id], text: texts.cs[id] }, 'cs');
      edit(form);
      const r = spellFromForm(form, id, t, 'cs');
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      return r.spell.data;
    };
    // a sphere has no height: the cylinder's stays in the form but is not saved
    expect(save('reverse-gravity', (f) => (f.areaShape = 'sphere')).area).toEqual({ shape: 'sphere', sizeFt: 50 });
    expect(save('forcecage', (f) => (f.areaShape = '')).areaOr).toBeUndefined();
    expect(save('forcecage', (f) => (f.orShape = '')).areaOr).toBeUndefined();
    // an empty width is the standard 5-ft line: no width stored
    expect(save('lightning-bolt', (f) => (f.areaWidth = ' ')).area).toEqual({ shape: 'line', sizeFt: 100 });
    const cage = save('forcecage', (f) => Object.assign(f, { orShape: 'cylinder', orSize: '1,5', orHeight: '4', orWidth: '3' }));
    expect(cage.areaOr).toEqual({ shape: 'cylinder', sizeFt: 7.5, heightFt: 20 });
    const self = save('lightning-bolt', (f) => Object.assign(f, { areaWidth: '2', orShape: 'cone', orSize: '6' }));
    expect(self.range).toEqual({ kind: 'self', area: { shape: 'line', sizeFt: 100, widthFt: 10 } });
    expect(self.areaOr).toEqual({ shape: 'cone', sizeFt: 30 });
  });

  it('checks widths, heights and the second form like the size, with limits in the typed unit', () => {
    const base = { ...emptyForm(), name: 'Klec', rangeDistance: '1', description: 'x', areaShape: 'line' as const, areaSize: '4' };
    const errors = (f: Partial<SpellForm>, lng: 'cs' | 'en' = 'cs') => {
      const r = spellFromForm({ ...base, ...f }, 'hb-x', i18next.getFixedT(lng), lng);
      return r.ok ? {} : r.errors;
    };
    // a line at most 100 feet wide (20 sáhů), a cylinder at most a mile high (1 056 sáhů)
    expect(errors({ areaWidth: '21' }).areaWidth).toEqual({ key: 'positive', opts: { max: 20 } });
    expect(errors({ areaWidth: '101' }, 'en').areaWidth).toEqual({ key: 'positive', opts: { max: 100 } });
    expect(errors({ areaWidth: '20' }).areaWidth).toBeUndefined();
    expect(errors({ areaWidth: '0' }).areaWidth?.key).toBe('positive');
    const h = errors({ areaShape: 'cylinder', areaHeight: 'vysoký' }).areaHeight!;
    expect(h).toEqual({ key: 'positive', opts: { max: 1056 } });
    expect(i18next.getFixedT('cs')(`homebrew.errors.${h.key}`, h.opts)).toBe('Zadej kladné číslo (nejvýš 1\u00a0056).');
    // a width typed for a line does not count once the shape is a cone
    expect(errors({ areaShape: 'cone', areaWidth: 'x' })).toEqual({});
    const or = errors({ orShape: 'line', orSize: '', orWidth: '-1' });
    expect(or.orSize?.key).toBe('positive');
    expect(or.orWidth?.key).toBe('positive');
    expect(errors({ orShape: 'cylinder', orSize: '2', orHeight: '0' }).orHeight?.key).toBe('positive');
    // a hidden second form (no area) is not checked
    expect(errors({ areaShape: '', orShape: 'cube', orSize: '' })).toEqual({});
  });

  it('builds a valid spell in sáhy (Czech) and feet (English), stored in feet', async () => {
    const f = { ...emptyForm(), name: 'Ledový šíp', rangeDistance: '12', description: 'Šíp z ledu.\n\n- bod', classes: ['wizard'], m: true, material: 'kapka vody', costGp: '25', consumed: true, durUnit: 'minute' as const, durAmount: '10', concentration: true };
    const cs = spellFromForm(f, 'hb-x', i18next.getFixedT('cs'), 'cs');
    expect(cs.ok).toBe(true);
    if (!cs.ok) return;
    expect(cs.spell.data.range).toEqual({ kind: 'distance', feet: 60 });
    expect(cs.spell.text).toMatchObject({ range: vlna('12 sáhů'), components: 'V, P, S (kapka vody)', duration: vlna('Soustředění, až 10 minut'), castingTime: '1\u00a0akce', description: ['Šíp z ledu.', '- bod'] });
    expect(cs.spell.data.components).toEqual({ v: true, s: true, m: true, costGp: 25, consumed: true });
    const en = spellFromForm({ ...f, rangeDistance: '60' }, 'hb-x', i18next.getFixedT('en'), 'en');
    expect(en.ok && en.spell.data.range).toEqual({ kind: 'distance', feet: 60 });
  });

  it('refuses empty names, bad numbers, 1 MB descriptions and control characters with Czech messages', () => {
    const t = i18next.getFixedT('cs');
    const r = spellFromForm({ ...emptyForm(), level: '12', rangeDistance: 'x', description: 'a'.repeat(1_000_000) }, 'hb-x', t, 'cs');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.name?.key).toBe('nameRequired');
    expect(r.errors.level).toEqual({ key: 'number', opts: { min: 0, max: 9 } });
    expect(r.errors.rangeDistance?.key).toBe('positive');
    expect(r.errors.description).toEqual({ key: 'descriptionTooLong', opts: { length: 1_000_000 } });
    expect(t(`homebrew.errors.${r.errors.description!.key}`, r.errors.description!.opts)).toMatch(/^Popis je příliš dlouhý/);
    const c = spellFromForm({ ...emptyForm(), name: 'a\u0007', rangeDistance: '1', description: 'x' }, 'hb-x', t, 'cs');
    expect(!c.ok && c.errors.name?.key).toBe('controlCharacters');
  });

  it('keeps hostile text as plain text (the schema accepts it, rendering escapes it)', () => {
    const r = spellFromForm({ ...emptyForm(), name: '<img src=x onerror=alert(1)>', rangeDistance: '1', description: 'javascript:alert(1)\n<script>alert(1)</script>' }, 'hb-x', i18next.getFixedT('cs'), 'cs');
    expect(r.ok && r.spell.text.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('makes ids in the catalog format', () => {
    const id = newHomebrewId('Příliš žluťoučký kůň <script>', new Set());
    expect(id).toMatch(/^hb-prilis-zlutoucky-kun-script-[a-z0-9]{4}$/);
    expect(newHomebrewId('***', new Set())).toMatch(/^hb-kouzlo-/);
    expect(paragraphs('a\r\n\r\n  \nb  ')).toEqual(['a', 'b']);
  });

  it('converts typed distances between sáhy and feet; text that is no number stays', () => {
    const f = { ...emptyForm(), rangeDistance: '1,5', areaSize: 'abc' };
    expect(convertDistances(f, 'cs', 'en')).toMatchObject({ rangeDistance: '7.5', areaSize: 'abc' });
    expect(convertDistances({ ...f, rangeDistance: '25', areaSize: '' }, 'en', 'cs')).toMatchObject({ rangeDistance: '5', areaSize: '' });
    expect(convertDistances(f, 'cs', 'cs')).toBe(f);
    // every area distance: a 12-sáh line 2 sáhy wide, a second form 2 sáhy high, stays the same in feet
    const area = { ...emptyForm(), areaShape: 'line' as const, areaSize: '12', areaWidth: '2', areaHeight: '3', orShape: 'cylinder' as const, orSize: '1', orWidth: '', orHeight: '2' };
    expect(convertDistances(area, 'cs', 'en')).toMatchObject({ areaSize: '60', areaWidth: '10', areaHeight: '15', orSize: '5', orWidth: '', orHeight: '10' });
    expect(convertDistances({ ...area, areaWidth: '1' }, 'en', 'cs')).toMatchObject({ areaSize: '2,4', areaWidth: '0,2' });
  });

  it('a range in miles: typed in miles in both languages, stored in feet with the miles, kept on a language switch', () => {
    const base = { ...emptyForm(), name: 'Daleký hlas', description: 'x', classes: ['wizard'], rangeUnit: 'mile' as const };
    const cs = spellFromForm({ ...base, rangeDistance: '1,5' }, 'hb-x', i18next.getFixedT('cs'), 'cs');
    if (!cs.ok) throw new Error(JSON.stringify(cs.errors));
    expect(cs.spell.data.range).toEqual({ kind: 'distance', feet: 7920, miles: 1.5 });
    expect(cs.spell.text.range).toBe(vlna('1,5 míle'));
    const en = spellFromForm({ ...base, rangeDistance: '500' }, 'hb-x', i18next.getFixedT('en'), 'en');
    if (!en.ok) throw new Error(JSON.stringify(en.errors));
    expect(en.spell.data.range).toEqual({ kind: 'distance', feet: 2_640_000, miles: 500 });
    expect(en.spell.text.range).toBe('500\u00a0miles');
    expect(formFromSpell(en.spell, 'cs')).toMatchObject({ rangeDistance: '500', rangeUnit: 'mile' });
    expect(convertDistances({ ...base, rangeDistance: '2' }, 'cs', 'en')).toMatchObject({ rangeDistance: '2', rangeUnit: 'mile' });
    const far = spellFromForm({ ...base, rangeDistance: '1001' }, 'hb-x', i18next.getFixedT('cs'), 'cs');
    expect(far.ok ? null : far.errors.rangeDistance).toEqual({ key: 'positive', opts: { max: 1000 } });
  });

  it('the schema refuses miles that disagree with the feet, or more than 1 000 miles', () => {
    const d = mech['project-image'];
    const ok = (range: SpellData['range']) => homebrewSpellSchema.safeParse({ data: { ...d, range }, text: texts.en['project-image'] }).success;
    expect(ok(d.range)).toBe(true);
    expect(ok({ kind: 'distance', feet: 60, miles: 500 })).toBe(false);
    expect(ok({ kind: 'distance', feet: 5280 * 2000, miles: 2000 })).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { setupTestI18n } from '../../testing/i18n';
import spells from '../../data/spells.json';
import csTexts from '../../../locales/cs/spells.json';
import enTexts from '../../../locales/en/spells.json';
import type { SpellData, SpellText } from '../../data/types';
import { convertDistances, emptyForm, formFromSpell, newHomebrewId, paragraphs, spellFromForm } from './form';

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
      if (d.castingTime.trigger) continue; // reaction triggers are catalog texts, not homebrew fields
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

  it('keeps what the form has no field for: a cylinder\'s height, a line\'s width, a second form', () => {
    const t = i18next.getFixedT('cs');
    const save = (id: string, edit: (f: ReturnType<typeof formFromSpell>) => void = () => {}) => {
      const form = formFromSpell({ data: mech[id], text: texts.cs[id] }, 'cs');
      edit(form);
      const r = spellFromForm(form, id, t, 'cs');
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      return r.spell.data;
    };
    expect(save('reverse-gravity').area).toEqual({ shape: 'cylinder', sizeFt: 50, heightFt: 100 });
    expect(save('gust-of-wind').range).toEqual({ kind: 'self', area: { shape: 'line', sizeFt: 60, widthFt: 10 } });
    expect(save('forcecage').areaOr).toEqual({ shape: 'cube', sizeFt: 10 });
    // a new shape has no height: the kept one belonged to the cylinder
    expect(save('reverse-gravity', (f) => (f.areaShape = 'sphere')).area).toEqual({ shape: 'sphere', sizeFt: 50 });
    // no area, no second form
    expect(save('forcecage', (f) => (f.areaShape = '')).areaOr).toBeUndefined();
  });

  it('builds a valid spell in sáhy (Czech) and feet (English), stored in feet', async () => {
    const f = { ...emptyForm(), name: 'Ledový šíp', rangeDistance: '12', description: 'Šíp z ledu.\n\n- bod', classes: ['wizard'], m: true, material: 'kapka vody', costGp: '25', consumed: true, durUnit: 'minute' as const, durAmount: '10', concentration: true };
    const cs = spellFromForm(f, 'hb-x', i18next.getFixedT('cs'), 'cs');
    expect(cs.ok).toBe(true);
    if (!cs.ok) return;
    expect(cs.spell.data.range).toEqual({ kind: 'distance', feet: 60 });
    expect(cs.spell.text).toMatchObject({ range: '12 sáhů', components: 'V, P, S (kapka vody)', duration: 'Soustředění, až 10 minut', castingTime: '1 akce', description: ['Šíp z ledu.', '- bod'] });
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
  });
});

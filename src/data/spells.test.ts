// The catalog data: all 319 SRD 5.1 spells in Czech and English. Reads the SRD source vendored in
// src/data/srd (CC-BY-4.0) to check the generated files against it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import mechanics from './spells.json';
import cs from '../../locales/cs/spells.json';
import en from '../../locales/en/spells.json';
import terms from './terms.json';
import { catalogSchema, catalogTextsSchema } from './schema';
import { SRD_FIXES } from './tools/srd-mechanics';
import type { SpellData, SpellText } from './types';
import { vlna } from '../i18n/tools/vlna.mjs';

const srd = JSON.parse(readFileSync(join(__dirname, 'srd/srd-5.1-spells.en.json'), 'utf8')) as {
  index: string; level: number; school: { index: string }; ritual: boolean; concentration: boolean; classes: { index: string }[];
  desc: string[]; higher_level?: string[]; material?: string; range: string;
}[];
const mech = mechanics as unknown as Record<string, SpellData>;
const csT = cs as Record<string, SpellText>;
const enT = en as Record<string, SpellText>;
const ids = Object.keys(mech);
const csText = (t: SpellText) => [...t.description, ...(t.higherLevels ?? []), t.material ?? '', t.range, t.castingTime, t.duration, t.components].join('\n');

/** Every Czech string players read, keyed for the failure message: the spell texts (names excepted)
 *  and every UI string, with no-break spaces as plain spaces. */
function czechStrings(): [string, string][] {
  const texts: [string, string][] = ids.map((id) => [id, csText(csT[id]).replace(/\u00a0/g, ' ')]);
  const walk = (v: unknown, key: string) => {
    if (typeof v === 'string') texts.push([key, v.replace(/\u00a0/g, ' ')]);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${key}.${k}`);
  };
  const ui = join(__dirname, '../../locales/cs/ui');
  for (const f of readdirSync(ui)) walk(JSON.parse(readFileSync(join(ui, f), 'utf8')), f);
  walk(JSON.parse(readFileSync(join(__dirname, '../../locales/cs/translation.json'), 'utf8')), 'translation');
  return texts;
}

describe('catalog files', () => {
  it('are schema-valid', () => {
    expect(catalogSchema.safeParse(mech).success).toBe(true);
    const c = catalogTextsSchema.safeParse(csT);
    expect(c.success ? [] : c.error.issues.slice(0, 5)).toEqual([]);
    expect(catalogTextsSchema.safeParse(enT).success).toBe(true);
  });

  it('hold exactly the 319 SRD spells, with the same ids in mechanics, cs and en', () => {
    expect(ids).toHaveLength(319);
    expect(new Set(ids)).toEqual(new Set(srd.map((s) => s.index)));
    expect(Object.keys(csT).sort()).toEqual([...ids].sort());
    expect(Object.keys(enT).sort()).toEqual([...ids].sort());
  });

  it('have no empty field', () => {
    for (const t of [...Object.values(csT), ...Object.values(enT)]) {
      for (const f of ['name', 'castingTime', 'range', 'components', 'duration'] as const) expect(t[f].trim()).not.toBe('');
      expect(t.description.length).toBeGreaterThan(0);
    }
  });

  it('English texts name an ability with a capital, as the SRD prints it ("a Dexterity saving throw")', () => {
    const lower = /\b(strength|dexterity|constitution|intelligence|wisdom|charisma) (saving throws?|checks?)\b/;
    const texts = Object.values(enT).flatMap((t) => [...t.description, ...(t.higherLevels ?? [])]);
    expect(texts.filter((p) => lower.test(p))).toEqual([]);
    expect(enT.fireball.description.join(' ')).toContain('Dexterity saving throw');
    expect(texts.filter((p) => p.includes("'range'"))).toEqual([]);
    expect(texts.filter((p) => /\b\d+d \d+\b/.test(p))).toEqual([]);
    const withMaterials = Object.values(enT).flatMap((t) => [...texts, t.components, t.material ?? '']);
    expect(withMaterials.filter((p) => /\dgp\b|sufficient to made/.test(p))).toEqual([]);
    expect(enT.earthquake.description.filter((p) => /^\*\*\*(Fissures|Structures)\.\*\*\* /.test(p))).toHaveLength(2);
    expect(csT.earthquake.description.filter((p) => /^\*\*\*(Trhliny|Stavby)\.\*\*\* /.test(p))).toHaveLength(2);
    expect(enT.simulacrum.material).toMatch(/^snow or ice in quantities sufficient to make .* powdered ruby worth 1,500\u00a0gp,/);
    expect(enT.shatter.higherLevels).toEqual(['When you cast this spell using a spell slot of 3rd level or higher, the damage increases by 1d8 for each slot level above 2nd.']);
    // the dataset's garbled retranslations, replaced by the SRD's words
    expect(enT.shatter.description[1]).toBe("A nonmagical object that isn't being worn or carried also takes the damage if it's in the spell's area.");
    expect(enT['magic-mouth'].description[0]).toMatch(/^You implant a message within an object in range, a message that is uttered when a trigger condition is met\./);
    expect(enT['fire-shield'].description[0]).toMatch(/^Thin and wispy flames wreathe your body for the duration, shedding bright light in a 10-foot radius/);
    expect(enT['fire-shield'].description[2]).toMatch(/The attacker takes 2d8 fire damage from a warm shield, or 2d8 cold damage from a cold shield\.$/);
    expect(enT['fire-shield'].material).toBe('a bit of phosphorus or a firefly');
    expect(texts.filter((p) => /bright light bright light|depending on the model|verbalized/.test(p))).toEqual([]);
  });

  it("Conjure Animals lists four options; that each beast is also fey follows the list, as the SRD prints it", () => {
    const options = (t: SpellText) => t.description.filter((p) => p.startsWith('- ')).length;
    expect([options(enT['conjure-animals']), options(csT['conjure-animals'])]).toEqual([4, 4]);
    expect(enT['conjure-animals'].description[5]).toMatch(/^Each beast is also considered fey/);
    expect(csT['conjure-animals'].description[5]).toMatch(/^Každé zvíře se zároveň považuje za vílu/);
  });

  it('no paragraph repeats the end of the one before it (the source doubles a sentence of Wall of Fire)', () => {
    const repeats = (ps: string[]) => ps.some((p, i) => i > 0 && p.trim() !== '' && ps[i - 1].trim().endsWith(p.trim()));
    expect(Object.entries(enT).filter(([, t]) => repeats(t.description)).map(([id]) => id)).toEqual([]);
    expect(Object.entries(csT).filter(([, t]) => repeats(t.description)).map(([id]) => id)).toEqual([]);
    expect(enT['wall-of-fire'].description.join(' ')).toContain('within 10\u00a0feet of that side');
  });

  it('English materials start in lower case, as the SRD prints them in the components line', () => {
    expect(Object.entries(enT).filter(([, t]) => t.material && /^[A-Z]/.test(t.material)).map(([id, t]) => `${id}: ${t.material}`)).toEqual([]);
    expect(enT.fireball.components).toBe('V, S, M (a tiny ball of bat guano and sulfur)');
  });

  it('mechanics agree with the SRD source: level, school, ritual, concentration, classes', () => {
    for (const s of srd) {
      const m = mech[s.index];
      const classes = SRD_FIXES[s.index]?.classes ?? s.classes;
      expect([m.level, m.school, m.ritual, m.concentration, m.classes]).toEqual([s.level, s.school.index, s.ritual, s.concentration, classes.map((c) => c.index).sort()]);
    }
  });

  it("class lists follow the SRD's printed class spell lists where the source dataset differs", () => {
    const classesOf = (id: string) => mech[id].classes;
    expect(classesOf('faerie-fire')).toEqual(['bard', 'druid']);
    expect(classesOf('meld-into-stone')).toEqual(['cleric', 'druid']);
    expect(classesOf('create-food-and-water')).toEqual(['cleric', 'paladin']);
    expect(classesOf('divination')).toEqual(['cleric']);
    expect(classesOf('arcane-eye')).toEqual(['wizard']);
  });

  it('Czech texts keep the structure of the source: one paragraph per SRD paragraph, higherLevels exactly when the source has one', () => {
    for (const s of srd) {
      expect(csT[s.index].description, s.index).toHaveLength((SRD_FIXES[s.index]?.desc ?? s.desc).length);
      const higher = Boolean((SRD_FIXES[s.index]?.higher_level ?? s.higher_level)?.length);
      expect(Boolean(csT[s.index].higherLevels?.length), s.index).toBe(higher);
      expect(Boolean(enT[s.index].higherLevels?.length), s.index).toBe(higher);
      expect(Boolean(csT[s.index].material), s.index).toBe(Boolean(s.material));
    }
  });
});

describe('Czech text rules', () => {
  it('every English distance in feet (a multiple of 5) appears converted to sáhy in the same spell', () => {
    const missing: string[] = [];
    for (const s of srd) {
      const english = [...s.desc, ...(s.higher_level ?? []), s.material ?? '', s.range].join('\n');
      const czech = csText(csT[s.index]).replace(/[\u00a0\u202f]/g, ' ');
      for (const m of english.matchAll(/(\d[\d,]*)[- ](?:foot|feet)\b/g)) {
        const feet = Number(m[1].replace(/,/g, ''));
        if (feet % 5) continue;
        const sah = String(feet / 5).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
        if (!new RegExp(`(^|[^\\d])${sah}\\s*sáh`).test(czech)) missing.push(`${s.index}: ${m[0]} → ${sah} sáh…`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves no English words, "feet" or English dice notation in Czech texts', () => {
    // JS \b is ASCII-only ("andělsky" would match "and"): use letter lookarounds instead.
    const english = /(?<!\p{L})(the|and|of|you|your|with|feet|foot|that|this|for|are|creature|spell|damage|level|which|when|each|into|from|their|within|target|until|must|hit points?|saving throw)(?!\p{L})/iu;
    const bad = ids.filter((id) => english.test(csText(csT[id])) || /\b\d*d\d+\b/.test(csText(csT[id])));
    expect(bad).toEqual([]);
  });

  it(`uses the project's term list (${terms.terms.length} terms): the same English term always gets the same Czech term`, () => {
    expect(terms.terms.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const s of srd) {
      const english = [...s.desc, ...(s.higher_level ?? []), s.material ?? ''].join('\n');
      for (const t of terms.terms) {
        // terms are listed with plain spaces; the texts bind one-letter words with no-break spaces (vlna)
        if (new RegExp(t.en, 'i').test(english) && !new RegExp(t.cs, 'iu').test(csText(csT[s.index]).replace(/\u00a0/g, ' '))) misses.push(`${s.index}: ${t.term}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it(`uses one wording per recurring rule: none of the ${terms.forbidden.length} forbidden variants in Czech spell texts or UI strings`, () => {
    const texts = czechStrings();
    const hits: string[] = [];
    for (const f of terms.forbidden) {
      const re = new RegExp(f.cs, 'iu');
      for (const [key, text] of texts) {
        const m = re.exec(text);
        if (m) hits.push(`${key}: "${m[0]}" → ${f.use}`);
      }
    }
    expect(hits).toEqual([]);
  });

  // Czech typography: the dash is a spaced en dash, a range takes an en dash (01–04, 6.–9.), a
  // negative number the minus sign (postih −4). "- item" list markers and "|---|" table rules are markup.
  it('uses the en dash and the minus sign: no em dash, no hyphen range or hyphen minus in Czech strings', () => {
    const rules: [RegExp, string][] = [
      [/—/u, 'em dash → spaced en dash " – "'],
      [/\p{N}\.? ?-{1,2} ?\p{N}/u, 'hyphen range → en dash (01–04)'],
      [/(?<![\p{L}\p{N}-])-\p{N}/u, 'hyphen as minus → − (U+2212)'],
      [/\|\s*--?\s*(?=\|)/u, 'a table cell "--" → "–"'],
      [/(?<=\p{L}) -{1,2} (?=\p{L})/u, 'hyphen as dash → spaced en dash " – "'],
    ];
    const hits: string[] = [];
    for (const [key, text] of czechStrings()) {
      for (const [re, use] of rules) {
        const m = re.exec(text);
        if (m) hits.push(`${key}: "${m[0]}" → ${use}`);
      }
    }
    expect(hits).toEqual([]);
  });

  it('names are unique, Czech, and name none of the characters the SRD drops', () => {
    const names = Object.values(csT).map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => /melf|bigby|tasha|otiluke|mordenkainen|leomund|rary|tenser|nystul|evard|drawmij|otto|bigby/i.test(n))).toEqual([]);
  });

  it('components use V, P, S (S = surovinová) and match the mechanics', () => {
    for (const id of ids) {
      const c = mech[id].components;
      const want = [c.v && 'V', c.s && 'P', c.m && 'S'].filter(Boolean).join(', ');
      expect(csT[id].components.startsWith(want), id).toBe(true);
    }
  });
});

describe('scaling data', () => {
  it('damage/healing tables cover every slot level from the spell level to 9th when the spell scales with the slot', () => {
    // Chain lightning and scorching ray add targets/rays rather than dice.
    const moreTargets = new Set(['chain-lightning', 'scorching-ray']);
    const gaps: string[] = [];
    for (const s of srd) {
      if (!s.higher_level?.length || moreTargets.has(s.index)) continue;
      for (const table of [mech[s.index].damageAtSlotLevel, mech[s.index].healAtSlotLevel]) {
        if (!table) continue;
        for (let l = s.level; l <= 9; l++) if (!table[String(l)]) gaps.push(`${s.index}@${l}`);
      }
    }
    expect(gaps).toEqual([]);
  });
});

describe('spot checks of meaning', () => {
  it('Ohnivá koule: 3rd-level evocation, 150 ft = 30 sáhů, 8k6 at slot 3 and 14k6 at slot 9, Dexterity save for half', () => {
    const f = mech.fireball;
    expect([f.level, f.school, f.range]).toEqual([3, 'evocation', { kind: 'distance', feet: 150 }]);
    expect(f.damageAtSlotLevel?.['3']).toBe('8d6');
    expect(f.damageAtSlotLevel?.['9']).toBe('14d6');
    expect(f.save).toEqual({ ability: 'dex', onSuccess: 'half' });
    expect(f.area).toEqual({ shape: 'sphere', sizeFt: 20 });
    expect(csT.fireball.name).toBe('Ohnivá koule');
    expect(csT.fireball.range).toBe(vlna('30 sáhů'));
    expect(csT.fireball.description.join(' ')).toMatch(/8k6 ohnivého zranění/);
    expect(csT.fireball.description.join(' ')).toMatch(/záchranný hod na Obratnost/);
    expect(csT.fireball.description.join(' ')).toMatch(/poloměru 4\ssáhů/);
  });

  it('Magická střela adds one dart per slot level above 1st', () => {
    expect(mech['magic-missile'].level).toBe(1);
    expect(csT['magic-missile'].description.join(' ')).toMatch(/tři/);
    expect(csT['magic-missile'].higherLevels?.join(' ')).toMatch(/o\sjednu šipku navíc za každou úroveň pozice nad 1/);
  });

  it('display fields: rituals, concentration, reaction triggers and self areas', () => {
    expect(csT['detect-magic'].duration).toBe(vlna('Soustředění, až 10 minut'));
    expect(csT['burning-hands'].range).toBe(vlna('Ty sám (kužel o délce 3 sáhů)'));
    expect(csT.shield.castingTime).toMatch(/^1\sreakce, kterou použiješ, když/);
    expect(enT.shield.castingTime).toMatch(/^1 reaction, which you take when/);
    expect(csT.fireball.duration).toBe('Ihned');
    expect(csT['magic-missile'].components).toBe('V, P');
    expect(mech['revivify'].components).toMatchObject({ m: true, costGp: 300, consumed: true });
  });
});

import { describe, expect, it } from 'vitest';
import { czechCatalog } from '../../testing/catalog';
import type { ClassLevel } from '../../rules';
import { activeFilterCount, additionSources, applyFilters, EMPTY_FILTERS, listAdditions, parseFilters, serializeFilters, type CatalogFilters } from './filters';

const cat = czechCatalog();
const run = (f: Partial<CatalogFilters>) => applyFilters(cat.spells, cat.index, { ...EMPTY_FILTERS, ...f });

describe('catalog filters in the URL', () => {
  it('round-trips through the query string', () => {
    const f: CatalogFilters = { q: 'ohnivá koule', classes: ['wizard', 'cleric'], levels: [3, 0], schools: ['evocation'], times: ['action', 'long'], tri: { ritual: false, conc: true, costly: true }, forClass: 'fighter' };
    const qs = serializeFilters(f);
    expect(qs).toBe('?q=ohniv%C3%A1+koule&class=cleric,wizard&level=0,3&school=evocation&time=action,long&ritual=0&conc=1&costly=1&for=fighter');
    const back = parseFilters(qs);
    expect(back).toEqual({ ...f, classes: ['cleric', 'wizard'], levels: [0, 3] });
    expect(serializeFilters(back)).toBe(qs);
  });

  it('drops unknown values and gives an empty string for no filters', () => {
    expect(parseFilters('?class=wizard,hacker&level=3,11,x&school=nope&time=soon&v=maybe&for=hacker')).toEqual({ ...EMPTY_FILTERS, classes: ['wizard'], levels: [3] });
    // the class the player came from is no filter
    expect(activeFilterCount(parseFilters('class=wizard&for=fighter'))).toBe(1);
    expect(serializeFilters(EMPTY_FILTERS)).toBe('');
    expect(activeFilterCount(parseFilters('class=wizard,bard&level=1&ritual=1'))).toBe(4);
    // one per chip: levels 0–3 are one chip ("Triky až 3. úroveň"), levels 1 and 2 two
    expect(activeFilterCount(parseFilters('class=wizard&level=0,1,2,3'))).toBe(2);
    expect(activeFilterCount(parseFilters('level=1,2,5'))).toBe(3);
  });
});

describe('applying filters to the 319 spells', () => {
  it('keeps everything without filters, sorted by level', () => {
    const all = run({});
    expect(all).toHaveLength(319);
    expect(all.every((s, i) => i === 0 || all[i - 1].level <= s.level)).toBe(true);
    // Czech collation within a level: "č" after "c", "ch" after "h"
    const cs = new Intl.Collator('cs');
    expect(all.every((s, i) => i === 0 || all[i - 1].level < s.level || cs.compare(all[i - 1].text.name, s.text.name) <= 0)).toBe(true);
    expect(['Chlad', 'Hrom', 'Čára', 'Cesta'].sort(cs.compare)).toEqual(['Cesta', 'Čára', 'Hrom', 'Chlad']);
  });

  it('filters by class and level', () => {
    const r = run({ classes: ['wizard'], levels: [3] });
    expect(r.map((s) => s.id)).toContain('fireball');
    expect(r.every((s) => s.level === 3 && s.classes.includes('wizard'))).toBe(true);
    expect(run({ classes: ['cleric'], levels: [3] }).map((s) => s.id)).not.toContain('fireball');
  });

  it('filters cantrips, ritual, concentration, casting time and components', () => {
    expect(run({ levels: [0] }).every((s) => s.level === 0)).toBe(true);
    const rituals = run({ tri: { ritual: true } });
    expect(rituals.length).toBeGreaterThan(10);
    expect(rituals.map((s) => s.id)).toContain('detect-magic');
    expect(run({ tri: { conc: false } }).some((s) => s.concentration)).toBe(false);
    expect(run({ times: ['reaction'] }).map((s) => s.id).sort()).toEqual(['counterspell', 'feather-fall', 'hellish-rebuke', 'shield']);
    expect(run({ times: ['bonus'] }).every((s) => s.castingTime.unit === 'bonus')).toBe(true);
    expect(run({ times: ['long'] }).every((s) => s.castingTime.unit === 'minute' || s.castingTime.unit === 'hour')).toBe(true);
    expect(run({ tri: { v: false } }).every((s) => !s.components.v)).toBe(true);
    const costly = run({ tri: { costly: true } });
    expect(costly.map((s) => s.id)).toContain('revivify');
    expect(costly.every((s) => (s.components.costGp ?? 0) > 0)).toBe(true);
  });

  it('combines search with filters', () => {
    expect(run({ q: 'OHNIVÁ', levels: [3] }).map((s) => s.text.name)).toEqual(['Ohnivá koule']);
    expect(run({ q: 'fireball' }).map((s) => s.id)).toEqual(['fireball', 'delayed-blast-fireball']);
  });
});

describe("a class's list widened by the chosen character's subclass", () => {
  const fiend: ClassLevel = { classId: 'warlock', level: 5, subclassId: 'fiend' };
  const plain: ClassLevel = { classId: 'warlock', level: 5 };
  const ids = (f: Partial<CatalogFilters>, classes: ClassLevel[]) => run2(f, listAdditions(classes, f.forClass ?? '')).map((s) => s.id);
  const run2 = (f: Partial<CatalogFilters>, a: ReturnType<typeof listAdditions>) => applyFilters(cat.spells, cat.index, { ...EMPTY_FILTERS, ...f }, a);

  it('a Fiend warlock who came from the warlock section sees the expanded spells under the warlock filter', () => {
    const warlock3 = ids({ classes: ['warlock'], levels: [3], forClass: 'warlock' }, [{ classId: 'wizard', level: 1 }, fiend]);
    expect(warlock3).toEqual(expect.arrayContaining(['fireball', 'stinking-cloud', 'counterspell']));
    const warlock1 = ids({ classes: ['warlock'], forClass: 'warlock' }, [fiend]);
    expect(warlock1).toEqual(expect.arrayContaining(['burning-hands', 'command', 'hallow', 'eldritch-blast']));
    // still the class filter: a wizard-only spell the Fiend does not add stays out
    expect(warlock1).not.toContain('magic-missile');
  });

  it('a plain warlock, another class, or no class the player came from: the spells\' own lists', () => {
    expect(ids({ classes: ['warlock'], forClass: 'warlock' }, [plain])).not.toContain('burning-hands');
    expect(ids({ classes: ['warlock'] }, [fiend])).not.toContain('burning-hands');
    expect(ids({ classes: ['cleric'], forClass: 'cleric' }, [fiend, { classId: 'cleric', level: 5 }])).not.toContain('burning-hands');
    expect(listAdditions([fiend], 'wizard')).toEqual({});
    expect(listAdditions([plain], 'warlock')).toEqual({});
    expect(listAdditions([fiend], 'warlock')).toEqual({ warlock: expect.arrayContaining(['burning-hands', 'fireball']) });
    // no class filter chosen: every spell anyway
    expect(ids({ forClass: 'warlock' }, [fiend])).toHaveLength(319);
  });

  it("a Devotion paladin's list holds its oath spells off the paladin list (Sanctuary), a Land druid's its land's", () => {
    const devotion: ClassLevel = { classId: 'paladin', level: 5, subclassId: 'devotion' };
    expect(ids({ classes: ['paladin'], forClass: 'paladin' }, [devotion])).toEqual(expect.arrayContaining(['sanctuary', 'beacon-of-hope', 'flame-strike', 'bless']));
    expect(ids({ classes: ['paladin'], forClass: 'paladin' }, [{ classId: 'paladin', level: 5 }])).not.toContain('sanctuary');
    const forest: ClassLevel = { classId: 'druid', level: 3, subclassId: 'land', terrain: 'forest' };
    expect(ids({ classes: ['druid'], forClass: 'druid' }, [forest])).toContain('spider-climb');
    expect(ids({ classes: ['druid'], forClass: 'druid' }, [{ ...forest, terrain: 'arctic' }])).not.toContain('spider-climb');
  });

  it('names the class entry behind a widened list (for the chip "Černokněžník (Běs)"), and none for a plain list', () => {
    expect(additionSources([{ classId: 'wizard', level: 1 }, fiend], 'warlock')).toEqual({ warlock: fiend });
    const life: ClassLevel = { classId: 'cleric', level: 1, subclassId: 'life' };
    expect(additionSources([life], 'cleric')).toEqual({ cleric: life });
    expect(additionSources([plain], 'warlock')).toEqual({});
    expect(additionSources([fiend], '')).toEqual({});
    expect(additionSources([fiend], 'wizard')).toEqual({});
  });
});

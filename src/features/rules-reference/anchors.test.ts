import { describe, expect, it } from 'vitest';
import csCasting from '../../../locales/cs/ui/rules-casting.json';
import csSpells from '../../../locales/cs/ui/rules-spells.json';
import enCasting from '../../../locales/en/ui/rules-casting.json';
import enSpells from '../../../locales/en/ui/rules-spells.json';
import { RULE_CODES, ruleAnchorFor, ruleHref } from '../../components/rule-anchors';
import { ALL_ANCHORS, FLAT_SECTIONS } from './sections';

// every code the casting assistant can show (CastError | CastWarning in src/rules/types.ts)
const CAST_CODES = [
  'noSlot', 'slotTooLow', 'notPrepared', 'notKnown', 'notRitual', 'noRitualFeature', 'ritualNoUpcast', 'bonusActionRule',
  'silenced', 'noFreeHand', 'noFocus', 'missingMaterial', 'armourNotProficient', 'incapacitated', 'noPactSlot', 'arcanumUsed',
  'notArcanum', 'cantripNoSlot', 'invalidSlotLevel', 'noSpellcasting',
  'longCastingNeedsConcentration', 'endsConcentration', 'endsCasting', 'materialConsumed', 'overridden', 'ritualAddsTenMinutes',
];

describe('ruleAnchorFor', () => {
  it('maps every rule code to an existing section', () => {
    for (const code of [...CAST_CODES, ...RULE_CODES]) expect(ALL_ANCHORS, code).toContain(ruleAnchorFor(code));
  });

  it('sends each refusal to the section that explains it', () => {
    expect(ruleAnchorFor('bonusActionRule')).toBe('bonusova-akce');
    expect(ruleAnchorFor('noSlot')).toBe('pozice-kouzel');
    expect(ruleAnchorFor('silenced')).toBe('verbalni-slozka');
    expect(ruleAnchorFor('noFreeHand')).toBe('pohybova-slozka');
    expect(ruleAnchorFor('missingMaterial')).toBe('surovinova-slozka');
    expect(ruleAnchorFor('armourNotProficient')).toBe('zbroj');
    expect(ruleAnchorFor('ritualNoUpcast')).toBe('ritualy');
    expect(ruleAnchorFor('endsConcentration')).toBe('soustredeni');
    expect(ruleAnchorFor('noPactSlot')).toBe('magie-paktu');
    expect(ruleAnchorFor('stacking')).toBe('kombinovani-ucinku');
    expect(ruleHref('notPrepared')).toBe('/pravidla#znama-a-pripravena-kouzla');
    expect(ruleAnchorFor('arcaneRecoveryUsed')).toBe('schopnosti-povolani');
    expect(ruleAnchorFor('naturalRecoveryUsed')).toBe('podtridy');
  });

  it('falls back to the casting checklist for unknown codes', () => {
    expect(ruleAnchorFor('somethingNew')).toBe('sesilani-kouzel');
    expect(ruleAnchorFor('toString')).toBe('sesilani-kouzel');
  });
});

describe('sections', () => {
  it('have unique, URL-safe anchors', () => {
    expect(new Set(ALL_ANCHORS).size).toBe(ALL_ANCHORS.length);
    for (const id of ALL_ANCHORS) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each([
    ['cs', [csCasting, csSpells]],
    ['en', [enCasting, enSpells]],
  ])('have a title and text in %s, and no text without a section', (_lng, files) => {
    const texts: Record<string, { title: string; body: string[]; example?: string }> = Object.assign({}, ...files.map((f) => f.rules.sections));
    for (const s of FLAT_SECTIONS) {
      expect(texts[s.id]?.title, s.id).toBeTruthy();
      expect(texts[s.id].body.length, s.id).toBeGreaterThan(0);
    }
    expect(Object.keys(texts).sort()).toEqual([...ALL_ANCHORS].sort());
  });
});

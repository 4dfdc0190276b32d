// Corrections of the vendored SRD dataset (src/data/tools/srd-mechanics.ts SRD_FIXES, UPCAST_STEPS):
// the saves, damage and areas the generated catalog now carries, as the SRD 5.1 texts give them.
import { describe, expect, it } from 'vitest';
import mechanics from './spells.json';
import cs from '../../locales/cs/spells.json';
import en from '../../locales/en/spells.json';
import type { SpellData, SpellText } from './types';
import { vlna } from '../i18n/tools/vlna.mjs';

const mech = mechanics as unknown as Record<string, SpellData>;
const csT = cs as Record<string, SpellText>;
const enT = en as Record<string, SpellText>;

describe('the dataset as the SRD prints it', () => {
  it('saves and areas the source dataset lacks or misstates, as the spell texts give them', () => {
    expect(mech['call-lightning'].save).toEqual({ ability: 'dex', onSuccess: 'half' });
    expect(mech['flaming-sphere'].save).toEqual({ ability: 'dex', onSuccess: 'half' });
    expect(mech['spirit-guardians'].save).toEqual({ ability: 'wis', onSuccess: 'half' });
    expect(mech['sleet-storm'].save).toEqual({ ability: 'dex', onSuccess: 'none' });
    expect(mech.sanctuary.save).toEqual({ ability: 'wis', onSuccess: 'none' });
    expect(mech.symbol.area).toEqual({ shape: 'sphere', sizeFt: 60 });
    expect(csT.symbol.description.join(' ')).toMatch(/kouli o\spoloměru 12\ssáhů/);
  });

  it('Přízrační strážci: a Wisdom save for half of 3k8, +1k8 per slot level above 3rd', () => {
    const g = mech['spirit-guardians'];
    expect(g.save).toEqual({ ability: 'wis', onSuccess: 'half' });
    expect(g.damageAtSlotLevel?.['3']).toBe('3d8');
    expect(g.damageAtSlotLevel?.['5']).toBe('5d8');
    expect(g.damageAtSlotLevel?.['9']).toBe('9d8');
    expect(csT['spirit-guardians'].description.join(' ')).toMatch(/3k8/);
  });

  it('saves of the full text pass: the spell\'s effect on a creature turns on the save', () => {
    const save = (id: string) => mech[id].save;
    expect(save('antipathy-sympathy')).toEqual({ ability: 'wis', onSuccess: 'none' });
    expect(save('detect-thoughts')).toEqual({ ability: 'wis', onSuccess: 'other' });
    expect(save('earthquake')).toEqual({ ability: 'dex', onSuccess: 'none' });
    expect(save('glyph-of-warding')).toEqual({ ability: 'dex', onSuccess: 'half' });
    expect(save('levitate')).toEqual({ ability: 'con', onSuccess: 'none' });
    expect(save('prismatic-wall')).toEqual({ ability: 'dex', onSuccess: 'other' });
    expect(save('seeming')).toEqual({ ability: 'cha', onSuccess: 'none' });
    expect(save('true-polymorph')).toEqual({ ability: 'wis', onSuccess: 'none' });
    expect(save('web')).toEqual({ ability: 'dex', onSuccess: 'none' });
    expect(save('zone-of-truth')).toEqual({ ability: 'cha', onSuccess: 'none' });
    // saves only to escape, to end the effect, or of one option among several abilities: no save in the data
    for (const id of ['forcecage', 'wall-of-stone', 'holy-aura', 'irresistible-dance', 'power-word-stun', 'symbol']) expect(save(id), id).toBeUndefined();
  });

  it('damage the source dataset lacks: dice by slot level and every damage type the caster can choose', () => {
    const g = mech['glyph-of-warding'];
    expect(g.damageTypes).toEqual(['acid', 'cold', 'fire', 'lightning', 'thunder']);
    expect([g.damageAtSlotLevel?.['3'], g.damageAtSlotLevel?.['9']]).toEqual(['5d8', '11d8']);
    expect(g.area).toEqual({ shape: 'sphere', sizeFt: 20 });
    const sg = mech['spirit-guardians'];
    expect([sg.damageAtSlotLevel?.['3'], sg.damageAtSlotLevel?.['4'], sg.damageAtSlotLevel?.['9']]).toEqual(['3d8', '4d8', '9d8']);
    expect([mech['arcane-hand'].damageAtSlotLevel?.['5'], mech['arcane-hand'].damageAtSlotLevel?.['6']]).toEqual(['4d8', '6d8']);
    expect(mech.weird.damageAtSlotLevel).toEqual({ 9: '4d10' });
    expect(mech.forbiddance.damageTypes).toEqual(['necrotic', 'radiant']);
    expect(mech['alter-self'].damageTypes).toEqual(['bludgeoning', 'piercing', 'slashing']);
    expect(mech['animate-objects'].damageTypes).toEqual(['bludgeoning', 'piercing', 'slashing']);
    // Color Spray's dice count the hit points it blinds (as Sleep's), 2d10 more per slot level
    expect([mech['color-spray'].damageAtSlotLevel?.['1'], mech['color-spray'].damageAtSlotLevel?.['2']]).toEqual(['6d10', '8d10']);
    // spells that only grant resistance or immunity to a damage type, or rule it out, deal none
    for (const id of ['major-image', 'mind-blank', 'protection-from-poison', 'silence', 'stoneskin']) expect(mech[id].damageTypes, id).toBeUndefined();
    // Wall of Ice deals cold damage; the wall itself "is vulnerable to fire damage"
    expect(mech['wall-of-ice'].damageTypes).toEqual(['cold']);
  });

  it('areas of the spell texts, and a self range shows its area as the SRD prints it', () => {
    expect(mech['spirit-guardians'].range).toEqual({ kind: 'self', area: { shape: 'sphere', sizeFt: 15 } });
    expect(enT['spirit-guardians'].range).toBe('Self (15-foot-radius sphere)');
    expect(csT['spirit-guardians'].range).toBe(vlna('Ty sám (koule o poloměru 3 sáhů)'));
    expect(mech['hypnotic-pattern'].area).toEqual({ shape: 'cube', sizeFt: 30 });
    expect(mech['major-image'].area).toEqual({ shape: 'cube', sizeFt: 20 });
    expect(mech['minor-illusion'].area).toEqual({ shape: 'cube', sizeFt: 5 });
    expect(mech['plant-growth'].area).toEqual({ shape: 'sphere', sizeFt: 100 });
    expect(mech['purify-food-and-drink'].area).toEqual({ shape: 'sphere', sizeFt: 5 });
    expect(mech['teleportation-circle'].area).toEqual({ shape: 'sphere', sizeFt: 5 });
    expect(mech['arcane-eye'].area).toBeUndefined();
    expect(mech.telekinesis.area).toBeUndefined();
    expect(mech.teleport.area).toBeUndefined();
    expect(mech['magnificent-mansion'].area).toBeUndefined();
    expect(mech.earthquake.area).toEqual({ shape: 'cylinder', sizeFt: 100 });
  });

  it('cylinders carry the height their texts give; a cage or a box; no cube a mile high', () => {
    const heights = Object.fromEntries(Object.values(mech).filter((s) => s.area?.heightFt).map((s) => [s.id, [s.area?.sizeFt, s.area?.heightFt]]));
    expect(heights).toEqual({
      'flame-strike': [10, 40],
      'ice-storm': [20, 40],
      'magic-circle': [10, 20],
      moonbeam: [5, 40],
      'reverse-gravity': [50, 100],
      'sleet-storm': [40, 20],
    });
    expect(mech.forcecage.area).toEqual({ shape: 'cube', sizeFt: 20 });
    expect(mech.forcecage.areaOr).toEqual({ shape: 'cube', sizeFt: 10 });
    expect(mech['mirage-arcane'].area).toBeUndefined();
    expect(mech['move-earth'].area).toBeUndefined();
  });

  it('Shatter\'s material as the SRD prints it (the dataset: "a burst of mica")', () => {
    expect(enT.shatter.material).toBe('a chip of mica');
    expect(csT.shatter.components).toBe(vlna('V, P, S (úlomek slídy)'));
  });

  it('English texts without the dataset\'s typos in Moonbeam and Animal Messenger', () => {
    expect(enT.moonbeam.higherLevels?.[0]).toContain('increases by 1d10 for each slot level');
    expect(enT['animal-messenger'].higherLevels?.[0]).toMatch(/^If you cast this spell using a spell slot of 3rd level or higher/);
  });

  it('English texts with the SRD\'s em dashes and multiplication signs, not the dataset\'s "--" and "x"', () => {
    expect(enT['prismatic-wall'].description[0]).toContain('opaque wall\u2014up to 90\u00a0feet long, 30\u00a0feet high, and 1\u00a0inch thick\u2014centered');
    expect(enT['locate-object'].description.join(' ')).toContain('up close\u2014within 30\u00a0feet\u2014at least once');
    expect(enT.earthquake.description.join(' ')).toContain('Each is 1d10 \u00d7 10\u00a0feet deep');
    expect(enT.teleport.description).toContain('| Permanent circle | \u2014 | \u2014 | \u2014 | 01-100 |');
    for (const [id, t] of Object.entries(enT)) expect([...t.description, ...(t.higherLevels ?? []), t.components].join(' '), id).not.toMatch(/\w--\w| -- /);
  });

  it('one space between sentences in every text (the dataset doubles it once, in Teleport)', () => {
    expect(enT.teleport.description.join(' ')).toContain('compass. If you were teleporting');
    for (const [id, t] of [...Object.entries(enT), ...Object.entries(csT)]) for (const p of [...t.description, ...(t.higherLevels ?? [])]) expect(p, id).not.toMatch(/\S {2,}\S/);
  });
});

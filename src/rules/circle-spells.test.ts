// @vitest-environment node
// SRD 5.1 Circle of the Land (druid) and College of Lore (bard), recorded on the class entry.
import { describe, expect, it } from 'vitest';
import srd from '../data/srd/srd-5.1-spells.en.json';
import { CIRCLE_SPELLS, LAND_TERRAINS, circleSpells, landBonusCantrip } from './circle-spells';
import { cantripsKnown } from './preparation';
import { checkAddSpell } from './spellbook';
import { spell } from '../testing/caster-fixtures';
import type { ClassLevel } from './types';

type SrdSpell = { index: string; level: number; subclasses: { index: string }[] };
const byId = new Map((srd as SrdSpell[]).map((s) => [s.index, s]));
const land = (level: number, terrain?: string): ClassLevel => ({ classId: 'druid', level, subclassId: 'land', ...(terrain ? { terrain } : {}) });

describe('Circle of the Land', () => {
  it('the circle spells table: SRD spells of the level the druid level brings (2nd at 3rd ... 5th at 9th), tagged "land" in the SRD data', () => {
    for (const terrain of LAND_TERRAINS) {
      for (const [druidLevel, pair] of Object.entries(CIRCLE_SPELLS[terrain])) {
        for (const id of pair) {
          const s = byId.get(id);
          expect(s, `${terrain} ${id}`).toBeDefined();
          expect(s!.level, `${terrain} ${id}`).toBe((Number(druidLevel) + 1) / 2);
          // the dataset's 'land' tags miss Control Water (SRD Coast, 7th level) only
          if (id !== 'control-water') expect(s!.subclasses.map((x) => x.index), id).toContain('land');
        }
      }
    }
  });

  it('Bonus Cantrip: one more druid cantrip from 2nd level; none for another druid', () => {
    expect(cantripsKnown(land(2))).toBe(3);
    expect(cantripsKnown({ classId: 'druid', level: 2 })).toBe(2);
    expect(landBonusCantrip(land(1))).toBe(0);
    expect(cantripsKnown(land(4))).toBe(4);
  });

  it('the land decides the circle spells the druid level has; without a land, none to check', () => {
    expect(circleSpells(land(4, 'forest'))).toEqual(['barkskin', 'spider-climb']);
    expect(circleSpells(land(9, 'swamp'))).toEqual(['acid-arrow', 'darkness', 'water-walk', 'stinking-cloud', 'freedom-of-movement', 'locate-creature', 'insect-plague', 'scrying']);
    expect(circleSpells(land(2, 'forest'))).toEqual([]);
    expect(circleSpells(land(5))).toBeNull();
    expect(circleSpells({ classId: 'druid', level: 5, terrain: 'forest' })).toBeNull();
  });

  it('always prepared: a spell of another land is refused (the GM may allow it); one of a later level waits for it', () => {
    const barkskin = spell({ id: 'barkskin', level: 2, classes: ['druid', 'ranger'] });
    const web = spell({ id: 'web', level: 2, classes: ['sorcerer', 'wizard'] });
    const callLightning = spell({ id: 'call-lightning', level: 3, classes: ['druid'] });
    expect(checkAddSpell(land(3, 'forest'), barkskin, 'alwaysPrepared', [])).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell(land(3, 'forest'), web, 'alwaysPrepared', [])).toEqual({ ok: false, error: 'notSubclassSpell', overridable: true });
    expect(checkAddSpell(land(3, 'underdark'), web, 'alwaysPrepared', [])).toEqual({ ok: true, warnings: [] });
    expect(checkAddSpell(land(3, 'forest'), callLightning, 'alwaysPrepared', [])).toMatchObject({ ok: false, error: 'levelTooHigh' });
  });

  it('always prepared by a druid without a circle or a land recorded: a warning to record them, the GM may allow it', () => {
    const web = spell({ id: 'web', level: 2, classes: ['sorcerer', 'wizard'] });
    const barkskin = spell({ id: 'barkskin', level: 2, classes: ['druid', 'ranger'] });
    expect(checkAddSpell({ classId: 'druid', level: 3 }, web, 'alwaysPrepared', [])).toEqual({ ok: false, error: 'circleNotRecorded', overridable: true });
    expect(checkAddSpell(land(3), barkskin, 'alwaysPrepared', [])).toEqual({ ok: false, error: 'circleNotRecorded', overridable: true });
    // a circle outside the SRD (homebrew): the player insists, the level is still checked
    expect(checkAddSpell({ classId: 'druid', level: 3, subclassId: 'moon' }, web, 'alwaysPrepared', [], ['circleNotRecorded'])).toEqual({ ok: true, warnings: ['circleNotRecorded'] });
    expect(checkAddSpell({ classId: 'druid', level: 3 }, spell({ id: 'call-lightning', level: 3, classes: ['druid'] }), 'alwaysPrepared', [], ['circleNotRecorded'])).toMatchObject({ ok: false, error: 'levelTooHigh' });
    // below 3rd level the druid has no circle spells at all: that is said first
    expect(checkAddSpell({ classId: 'druid', level: 2 }, web, 'alwaysPrepared', [])).toMatchObject({ ok: false, error: 'noAlwaysPrepared' });
    // prepared the ordinary way, nothing to record
    expect(checkAddSpell({ classId: 'druid', level: 3 }, barkskin, 'prepared', [])).toEqual({ ok: true, warnings: [] });
  });
});

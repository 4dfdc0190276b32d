import { describe, expect, it } from 'vitest';
import { emptyForm, type SpellForm } from './form';
import { followLive, formConflicts, mergeForm } from './form-merge';

const form = (over: Partial<SpellForm>): SpellForm => ({ ...emptyForm(), name: 'Šíp', description: 'Popis.', ...over });

describe('an edit saved onto the live copy', () => {
  it('every field of the form belongs to a part (a field left out would never be saved)', () => {
    const opened = form({});
    for (const k of Object.keys(opened) as (keyof SpellForm)[]) {
      const changed = { ...opened, [k]: k === 'classes' ? ['wizard'] : typeof opened[k] === 'boolean' ? !opened[k] : 'x' };
      expect(mergeForm(opened, changed, opened)[k], k).toEqual(changed[k]);
    }
  });

  it('takes the parts the player changed, keeps the rest as stored now, and names the parts changed on both sides', () => {
    const opened = form({});
    const live = form({ description: 'Jinde.', level: '3' });
    const draft = form({ name: 'Velký šíp', level: '2' });
    expect(mergeForm(opened, draft, live)).toEqual(form({ name: 'Velký šíp', description: 'Jinde.', level: '2' }));
    expect(formConflicts(opened, draft, live)).toEqual(['level']);
    // the same change on both sides is no conflict; deleted meanwhile: the draft as it is
    expect(formConflicts(opened, form({ level: '3' }), live)).toEqual([]);
    expect(mergeForm(opened, draft, null)).toBe(draft);
  });

  it('merges a range whole: a distance in sáhy never meets the other copy\'s miles', () => {
    const opened = form({ rangeDistance: '10' });
    const live = form({ rangeDistance: '2', rangeUnit: 'mile' });
    const draft = form({ rangeDistance: '20' });
    expect(mergeForm(opened, draft, live)).toMatchObject({ rangeDistance: '20', rangeUnit: 'unit' });
    expect(formConflicts(opened, draft, live)).toEqual(['range']);
  });
});

describe('an open editor following the live copy', () => {
  it('shows the live copy\'s parts the player has not changed, and keeps the changed ones as typed over what they changed from', () => {
    const opened = form({ rangeDistance: '10' });
    const draft = form({ rangeDistance: '10', name: 'Velký šíp' });
    const live = form({ name: 'Šíp jinde', description: 'Jinde.', rangeDistance: '2', rangeUnit: 'mile' });
    const next = followLive(opened, draft, live);
    expect(next.draft).toEqual(form({ name: 'Velký šíp', description: 'Jinde.', rangeDistance: '2', rangeUnit: 'mile' }));
    expect(next.opened).toEqual(form({ name: 'Šíp', description: 'Jinde.', rangeDistance: '2', rangeUnit: 'mile' }));
    // the name changed on both sides is still a conflict; saving keeps the live description
    expect(formConflicts(next.opened, next.draft, live)).toEqual(['name']);
    expect(mergeForm(next.opened, next.draft, live)).toEqual(next.draft);
  });

  it('a part the player changed back to what it opened with follows again', () => {
    const opened = form({});
    const live = form({ level: '4' });
    expect(followLive(opened, form({}), live).draft.level).toBe('4');
  });
});

// Adding a spell against the rules: the GM's override allows the refusals it names, one by one.
import { describe, expect, it } from 'vitest';
import { createAppStore } from './app-store';
import { S } from '../testing/caster-fixtures';

function bard3() {
  const store = createAppStore();
  const r = store.getState().createCharacter({ name: 'Volo', classes: [{ classId: 'bard', level: 3 }], abilities: { str: 8, dex: 14, con: 12, int: 10, wis: 10, cha: 16 } });
  if (!r.ok) throw new Error(r.error);
  return { store, id: r.id, spells: () => store.getState().characters[0].spells };
}

describe('addSpell with the GM override', () => {
  it('always prepared allowed for a bard, a 3rd-level spell is still refused until its level is allowed too', () => {
    const { store, id, spells } = bard3();
    const req = { spell: S.fireball, classId: 'bard' as const, status: 'alwaysPrepared' as const };
    expect(store.getState().addSpell(id, req, { waived: ['noAlwaysPrepared'] })).toMatchObject({ ok: false, error: 'levelTooHigh' });
    expect(spells()).toEqual([]);
    expect(store.getState().addSpell(id, req, { waived: ['noAlwaysPrepared', 'levelTooHigh'] })).toEqual({ ok: true, warnings: ['noAlwaysPrepared', 'levelTooHigh'] });
    expect(spells()).toEqual([{ spellId: 'fireball', classId: 'bard', status: 'alwaysPrepared' }]);
  });

  it('force (a removed spell put back) allows every overridable refusal', () => {
    const { store, id, spells } = bard3();
    expect(store.getState().addSpell(id, { spell: S.fireball, classId: 'bard', status: 'alwaysPrepared' }, { force: true }).ok).toBe(true);
    expect(spells()).toHaveLength(1);
  });
});

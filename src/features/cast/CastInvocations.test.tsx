// A warlock's eldritch blast invocations in the cast dialog: Agonizing Blast adds the Charisma
// modifier to each beam's dice, Eldritch Spear and Repelling Blast are said; nothing of them
// without eldritch blast known as a warlock cantrip, or for another spell.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setupCastDialog } from '../../testing/cast-dialog';
import { useAppStore } from '../../store/app-store';

const { make, open } = setupCastDialog();
const summary = () => screen.getByTestId('cast-summary').textContent ?? '';
const choose = (id: string, invocations: string[]) => useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, invocations } : c)) }));

describe('eldritch blast invocations when casting', () => {
  it('a warlock 5 with Cha 18: two beams of 1k10 + 4, range 60 sáhů, a push of 2 sáhy', async () => {
    const id = make([{ classId: 'warlock', level: 5 }], [{ spellId: 'eldritch-blast', classId: 'warlock', status: 'known' }, { spellId: 'hellish-rebuke', classId: 'warlock', status: 'known' }]);
    choose(id, ['agonizing-blast', 'eldritch-spear', 'repelling-blast']);
    await open(id, 'eldritch-blast');
    expect(summary()).toMatch(/2\spaprsky, každý\s1k10\s\+\s4 silového zranění/);
    expect(summary()).toMatch(/z\stoho\s\+4 za Trýznivý výšleh/);
    expect(summary()).toMatch(/dosah 60\ssáhů \(Tajemné kopí\)/);
    expect(summary()).toMatch(/odstrčit až o\s2\ssáhy \(Odpuzující výšleh\)/);
    cleanup();
    await open(id, 'hellish-rebuke');
    expect(summary()).not.toMatch(/Trýznivý|Tajemné kopí|Odpuzující/);
  });

  it('without eldritch blast known as a warlock cantrip the invocations do nothing', async () => {
    const id = make([{ classId: 'warlock', level: 5 }], []);
    choose(id, ['agonizing-blast']);
    await open(id, 'eldritch-blast');
    expect(summary()).toMatch(/každý\s1k10 silového zranění/);
    expect(summary()).not.toMatch(/Trýznivý/);
  });
});

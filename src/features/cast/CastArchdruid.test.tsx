// Archdruid in the cast dialog: a 20th-level druid casts a druid spell while silenced and with no
// hand free, and the summary says why; a 19th-level druid is refused.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupCastDialog } from '../../testing/cast-dialog';
import { useAppStore } from '../../store/app-store';

const { make, char, open } = setupCastDialog();
const summary = () => screen.getByTestId('cast-summary').textContent ?? '';

function silenceAndBind(id: string) {
  useAppStore.setState((s) => ({ characters: s.characters.map((c) => (c.id === id ? { ...c, conditions: { ...c.conditions, silenced: true, handsFree: false, hasFocusOrPouch: false } } : c)) }));
}

describe('Archdruid when casting', () => {
  it('a druid 20 casts Thunderwave silenced, with no hand free; a druid 19 cannot', async () => {
    const id = make([{ classId: 'druid', level: 20 }], [{ spellId: 'thunderwave', classId: 'druid', status: 'prepared' }]);
    silenceAndBind(id);
    const user = userEvent.setup();
    await open(id, 'thunderwave');
    expect(summary()).toMatch(/Arcidruid: verbální ani pohybovou složku nepotřebuješ/);
    await user.click(screen.getByRole('button', { name: 'Seslat' }));
    expect(char(id).caster.spentSlots[0]).toBe(1);
    cleanup();
    const young = make([{ classId: 'druid', level: 19 }], [{ spellId: 'thunderwave', classId: 'druid', status: 'prepared' }]);
    silenceAndBind(young);
    await open(young, 'thunderwave');
    expect(summary()).not.toContain('Arcidruid');
    expect(screen.getByRole('button', { name: 'Seslat' })).toBeDisabled();
  });
});

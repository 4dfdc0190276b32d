// The cast picker with a keyboard: the search has the focus when there is a fine pointer (not on a
// touch screen, where the on-screen keyboard would cover the list), and Enter with one spell left
// picks it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../testing/i18n';
import { czechCatalog } from '../../testing/catalog';
import { newCharacter } from '../../store/defaults';
import { SpellPicker, type PickEntry } from './SpellPicker';

const catalog = czechCatalog();
beforeAll(() => setupTestI18n('cs'));
afterEach(() => vi.unstubAllGlobals());

function pointer(fine: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: q === '(pointer: fine)' ? fine : false, media: q, addEventListener() {}, removeEventListener() {} }));
}

function show(onPick: (e: PickEntry) => void = () => {}, spells = ['magic-missile', 'shield', 'mage-armor', 'fireball']) {
  const c = newCharacter('Umara', [{ classId: 'wizard', level: 5 }], { str: 8, dex: 14, con: 14, int: 18, wis: 12, cha: 10 });
  c.spells = spells.map((spellId) => ({ spellId, classId: 'wizard', status: 'prepared' }));
  render(<SpellPicker character={c} byId={new Map(catalog.spells.map((s) => [s.id, s]))} onPick={onPick} onClose={() => {}} />);
}

describe('SpellPicker', () => {
  it('with a mouse and keyboard: the search has the focus, and Enter casts the one spell left', async () => {
    pointer(true);
    const picked: string[] = [];
    show((e) => picked.push(e.spell.id));
    const box = screen.getByRole('searchbox', { name: 'Hledat kouzlo' });
    expect(box).toHaveFocus();
    await userEvent.setup().keyboard('magick{Enter}');
    expect(picked).toEqual(['magic-missile']);
  });

  it('with two or more spells matching, Enter picks none', async () => {
    pointer(true);
    const picked: string[] = [];
    show((e) => picked.push(e.spell.id));
    await userEvent.setup().keyboard('m{Enter}');
    expect(picked).toEqual([]);
  });

  it('on a touch screen the search does not take the focus', () => {
    pointer(false);
    show();
    expect(screen.getByRole('searchbox', { name: 'Hledat kouzlo' })).not.toHaveFocus();
  });

  it('a casting-time chip narrows the list to the reactions, and a second tap shows all again', async () => {
    pointer(false);
    const user = userEvent.setup();
    show();
    const names = () => screen.getAllByRole('button').map((b) => b.textContent ?? '').filter((n) => /Magická střela|Štít|Mágova zbroj|Ohnivá koule/.test(n));
    expect(names()).toHaveLength(4);
    // the wizard has actions and a reaction, nothing longer or bonus
    expect(screen.getByRole('group', { name: 'Vyvolání' })).toHaveTextContent('AkceReakce');
    const reaction = screen.getByRole('button', { name: 'Reakce' });
    await user.click(reaction);
    expect(reaction).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual([expect.stringContaining('Štít')]);
    await user.click(reaction);
    expect(names()).toHaveLength(4);
  });

  it('no chips when all the spells are cast the same way', () => {
    pointer(false);
    show(() => {}, ['magic-missile', 'fireball']);
    expect(screen.queryByRole('group', { name: 'Vyvolání' })).toBeNull();
  });
});

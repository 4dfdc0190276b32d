// Walls in the spell detail: an honest square count for a wall a foot thick, the ring form, and no
// count for panels the caster places.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setupSpellScreen } from '../../testing/screen';
import SpellDetailScreen from './SpellDetailScreen';
import { vlna } from '../../i18n/tools/vlna.mjs';

setupSpellScreen('/kouzla/wall-of-fire');

const captions = () => screen.getAllByTestId('area-caption').map((c) => c.textContent);

describe('wall areas', { timeout: 30_000 }, () => {
  it('Wall of Fire: a straight wall through 12 squares, or a ring', async () => {
    render(<SpellDetailScreen id="wall-of-fire" />);
    await screen.findByRole('heading', { level: 1, name: 'Ohnivá zeď' }, { timeout: 15_000 });
    expect(captions()).toEqual([vlna('Rovná zeď dlouhá až 12 sáhů, silná 1 stopu: prochází 12 poli'), vlna('Kruhová zeď o průměru až 4 sáhů, silná 1 stopu: prochází 12 poli')]);
    expect(screen.queryByText(/: 0 polí/)).toBeNull();
  });

  it('Prismatic Wall: an inch thick, as its text says', async () => {
    render(<SpellDetailScreen id="prismatic-wall" />);
    await screen.findByRole('heading', { level: 1, name: 'Spektrální zeď' }, { timeout: 15_000 });
    expect(captions()[0]).toMatch(/^Rovná zeď dlouhá až 18\ssáhů, silná 1\spalec: prochází/);
  });

  it('Wall of Stone: panels without a square count', async () => {
    render(<SpellDetailScreen id="wall-of-stone" />);
    await screen.findByRole('heading', { level: 1, name: 'Kamenná zeď' }, { timeout: 15_000 });
    expect(captions()).toEqual([vlna('Až 10 panelů, každý 2 sáhy × 2 sáhy')]);
    expect(screen.getByText(/počet polí pravidla neurčují/)).toBeInTheDocument();
  });
});

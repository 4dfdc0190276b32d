// A character's spell cards carry the character's numbers: the save DC (with the ability) of a spell
// with a save, the spell attack bonus of an attack spell — from the class the character has it by.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupSpellScreen } from '../../testing/screen';
import { useAppStore } from '../../store/app-store';
import { initialState } from '../../store/defaults';
import { printWizard } from '../../testing/print';
import PrintScreen from './PrintScreen';

/** The card's field of `label` on the first card of `spellId`, or null. */
function field(spellId: string, label: string): string | null {
  const card = document.querySelector(`.card-pages [data-spell="${spellId}"]`);
  const dt = [...(card?.querySelectorAll('dt') ?? [])].find((d) => d.textContent === label);
  return dt?.nextElementSibling?.textContent ?? null;
}

describe('print: numbers on the cards', () => {
  setupSpellScreen('/tisk');

  it('wizard 5 / warlock 2: Fireball the wizard DC, Fire Bolt the wizard attack, Eldritch Blast the warlock attack; Shield none', async () => {
    const c = printWizard();
    c.spells = [
      ...c.spells,
      { spellId: 'shield', classId: 'wizard', status: 'prepared' },
      // the same spell by two classes with different numbers: both named
      { spellId: 'hold-person', classId: 'wizard', status: 'prepared' },
      { spellId: 'hold-person', classId: 'warlock', status: 'known' },
    ];
    useAppStore.setState({ characters: [c], activeCharacterId: c.id, settings: { ...initialState().settings, paper: 'a4' } });
    render(<PrintScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Karty kouzel' }));
    await screen.findByTestId('cards-summary');
    expect(field('fireball', 'Záchrana')).toBe('Obratnost, SO\u00a015');
    expect(field('fireball', 'Útok kouzlem')).toBeNull();
    expect(field('fire-bolt', 'Útok kouzlem')).toBe('+7');
    expect(field('eldritch-blast', 'Útok kouzlem')).toBe('+5');
    expect(field('shield', 'Záchrana')).toBeNull();
    expect(field('hold-person', 'Záchrana')).toBe('Moudrost, SO\u00a015 (kouzelník), 13 (černokněžník)');
  });
});

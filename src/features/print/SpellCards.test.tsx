// How SpellCards fits a spell's text to cards, on a stand-in layout (jsdom lays nothing out): a card's
// text is as tall as its words × the font size squared, so one card holds 100 words at 6.5 pt, 86 at
// 7 pt, 75 at 7.5 pt, 66 at 8 pt, 62 at 8.25 pt and 58 at 8.5 pt (108 at 6.25 pt, 117 at 6 pt).
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import type { Spell } from '../../data/types';
import { CARD_SIZES, SpellCards, largestFit } from './SpellCards';

const CARD_HEIGHT = 1000;
/** height per word per pt² (CSS px): 100 words at 6.5 pt fill a card less its 2 px safety margin */
const K = (CARD_HEIGHT - 2) / (100 * 6.5 * 6.5);

function spellOf(words: number): Spell {
  return {
    id: `test-${words}`, srdName: 'Test', level: 3, school: 'evocation', ritual: false, concentration: false,
    castingTime: { amount: 1, unit: 'action' }, range: { kind: 'distance', feet: 60 }, components: { v: true, s: false, m: false },
    duration: { unit: 'instantaneous', upTo: false, concentration: false }, classes: ['wizard'], subclasses: [],
    text: { name: 'Zkušební kouzlo', castingTime: '', range: '', components: 'V', duration: '', description: [Array.from({ length: words }, (_, i) => `slovo${i + 1}`).join(' ')] },
  };
}

describe('SpellCards fitting', () => {
  beforeAll(async () => {
    await setupTestI18n('cs');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get(this: HTMLElement) { return this.classList.contains('spell-card') ? CARD_HEIGHT : 0; } });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const card = this.closest<HTMLElement>('.spell-card');
      if (!card || !this.classList.contains('card-inner')) return new DOMRect();
      const words = (this.querySelector('.card-text')?.textContent ?? '').split(/\s+/).filter(Boolean).length;
      const size = parseFloat(card.style.fontSize);
      return new DOMRect(0, 0, 0, words * size * size * K);
    });
  });
  afterAll(() => {
    // jsdom's own getter is Element's: removing the stand-in uncovers it
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    vi.restoreAllMocks();
  });

  const printed = async (words: number) => {
    render(<SpellCards spells={[spellOf(words)]} paper="a4" />);
    await screen.findByTestId('cards-summary');
    return screen.getAllByTestId('spell-card').map((c) => ({ size: c.style.fontSize, text: c.querySelector('.card-text')!.textContent! }));
  };

  it('one card at the largest size that holds the text, in quarter points', async () => {
    expect((await printed(60)).map((c) => c.size)).toEqual(['8.25pt']);
  });

  it('a text a hair too long for 6.5 pt: 6.25 pt, not 6 pt with white space left', async () => {
    expect((await printed(105)).map((c) => c.size)).toEqual(['6.25pt']);
  });

  it('finds the largest size that fits in at most 6 measurements of the 11 sizes', () => {
    for (const limit of [9, ...CARD_SIZES, 5.5]) {
      const tried: number[] = [];
      const got = largestFit((pt) => (tried.push(pt), pt <= limit));
      expect(got, `fits up to ${limit} pt`).toBe(CARD_SIZES.find((pt) => pt <= limit) ?? null);
      expect(tried.length, `fits up to ${limit} pt`).toBeLessThanOrEqual(limit >= CARD_SIZES[0] ? 1 : 6);
    }
  });

  it('a text that needs two cards is printed as large as two cards allow, without losing a word', async () => {
    // 130 words: two cards from 6.5 pt up to 8 pt (66 + 64), three at 8.5 pt
    const cards = await printed(130);
    expect(cards.map((c) => c.size)).toEqual(['8pt', '8pt']);
    expect(cards.map((c) => c.text).join(' ').split(/\s+/)).toEqual(spellOf(130).text.description[0].split(' '));
  });

  it('stays at 6.5 pt when any larger size would need another card', async () => {
    // 190 words: 100 + 90 at 6.5 pt; 7 pt holds 86 a card, so it would take three
    expect((await printed(190)).map((c) => c.size)).toEqual(['6.5pt', '6.5pt']);
  });
});

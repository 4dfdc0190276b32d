// Dice for the table: parse the catalog's dice notation ("8d6", "1d4 + 1", "2d10+MOD", also the Czech
// "8k6"), show it in the UI language ("8k6" / "8d6") and roll it with crypto-quality randomness.
// Rolls are plain values: they never change any game state by themselves.
//
// Randomness: crypto.getRandomValues() gives uniform 32-bit numbers; a die of n sides needs a uniform
// number in 0..n-1. Taking `u % n` would favour small faces whenever 2^32 is not a multiple of n
// (modulo bias), so values from the incomplete last block are rejected and drawn again
// (rejection sampling). The chance of a retry is below n / 2^32.

export interface DiceTerm {
  count: number;
  sides: number;
  /** +1 adds the dice, -1 subtracts them */
  sign: 1 | -1;
}

export interface DiceExpr {
  terms: DiceTerm[];
  /** sum of the plain numbers */
  flat: number;
  /** how many times the spellcasting ability modifier (MOD) is added (negative: subtracted) */
  modCount: number;
}

/** Fills the array with uniform random 32-bit values (crypto.getRandomValues by default). */
export type RandomSource = (buffer: Uint32Array) => void;

const cryptoSource: RandomSource = (buffer) => {
  globalThis.crypto.getRandomValues(buffer);
};

const MAX_DICE = 1000;
const MAX_SIDES = 1000;
const TWO_32 = 2 ** 32;

/** Uniform whole number in 1..sides, without modulo bias. */
export function rollDie(sides: number, source: RandomSource = cryptoSource): number {
  if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES) throw new RangeError(`a die has 1..${MAX_SIDES} sides, got ${sides}`);
  // Largest multiple of `sides` that fits into 2^32: values at or above it are rejected.
  const limit = TWO_32 - (TWO_32 % sides);
  const buf = new Uint32Array(1);
  for (;;) {
    source(buf);
    const u = buf[0];
    if (u < limit) return (u % sides) + 1;
  }
}

const TERM = /^(\d*)\s*[dk]\s*(\d+)$/i;

/**
 * Parses dice notation: terms joined by + or -, each "NdM" (or "NkM", N optional = 1), a whole number,
 * or MOD. Spaces are ignored. Returns null for anything else (and for absurd sizes).
 */
export function parseDice(text: string): DiceExpr | null {
  const src = text.replace(/\s+/g, '');
  if (!src) return null;
  const parts = src.match(/[+-]?[^+-]+/g);
  if (!parts || parts.join('') !== src) return null;
  const expr: DiceExpr = { terms: [], flat: 0, modCount: 0 };
  for (const raw of parts) {
    const sign: 1 | -1 = raw.startsWith('-') ? -1 : 1;
    const body = raw.replace(/^[+-]/, '');
    if (!body) return null;
    const m = TERM.exec(body);
    if (m) {
      const count = m[1] === '' ? 1 : Number(m[1]);
      const sides = Number(m[2]);
      if (count < 1 || count > MAX_DICE || sides < 1 || sides > MAX_SIDES) return null;
      expr.terms.push({ count, sides, sign });
    } else if (/^\d+$/.test(body)) {
      expr.flat += sign * Number(body);
    } else if (/^MOD$/i.test(body)) {
      expr.modCount += sign;
    } else {
      return null;
    }
  }
  return expr;
}

/** The expression with another flat bonus (e.g. an attack bonus on 1d20). */
export function withBonus(expr: DiceExpr, bonus: number): DiceExpr {
  return { ...expr, flat: expr.flat + bonus };
}

/** A critical hit: every damage die rolled twice, the flat part once (PHB ch.9 "Critical Hits"). */
export function doubleDice(expr: DiceExpr): DiceExpr {
  return { ...expr, terms: expr.terms.map((t) => ({ ...t, count: Math.min(MAX_DICE, t.count * 2) })) };
}

/** Every die at its highest number, as a flat value (Supreme Healing); MOD stays as it is. */
export function atMaximum(expr: DiceExpr): DiceExpr {
  return { ...expr, terms: [], flat: expr.terms.reduce((sum, t) => sum + t.sign * t.count * t.sides, expr.flat) };
}

/** A d20 roll with a bonus: an attack roll or a saving throw. */
export function d20(bonus: number): DiceExpr {
  return { terms: [{ count: 1, sides: 20, sign: 1 }], flat: bonus, modCount: 0 };
}

/** A no-break space: one dice expression ("1k8 + 3") never breaks across lines. */
const NBSP = '\u00a0';

/** A term after the first, with its operator: " + 3" between plain spaces (a roll's list of dice may
 *  wrap), or between no-break spaces inside one dice expression. */
function joined(text: string, negative: boolean, space: string): string {
  return `${space}${negative ? '−' : '+'}${space}${text}`;
}

function signed(n: number, first: boolean, space = ' '): string {
  if (first) return n < 0 ? `−${-n}` : String(n);
  return joined(String(Math.abs(n)), n < 0, space);
}

/**
 * Dice in the UI language: Czech "k" (8k6), English "d" (8d6). With `mod` the MOD terms become the
 * number; without it they stay as the word given in `modLabel` (default "MOD"). The operators sit
 * between no-break spaces ("1k8 + 3" stays on one line).
 */
export function formatDice(input: DiceExpr | string, opts: { lng: string; mod?: number; modLabel?: string }): string {
  const expr = typeof input === 'string' ? parseDice(input) : input;
  if (!expr) return typeof input === 'string' ? input : '';
  const letter = opts.lng === 'cs' ? 'k' : 'd';
  let out = '';
  for (const term of expr.terms) {
    const dice = `${term.count}${letter}${term.sides}`;
    out += out === '' ? (term.sign < 0 ? `−${dice}` : dice) : joined(dice, term.sign < 0, NBSP);
  }
  let flat = expr.flat;
  if (expr.modCount !== 0) {
    if (opts.mod !== undefined) flat += expr.modCount * opts.mod;
    else {
      const label = opts.modLabel ?? 'MOD';
      for (let i = 0; i < Math.abs(expr.modCount); i++) out += out === '' ? (expr.modCount < 0 ? `−${label}` : label) : joined(label, expr.modCount < 0, NBSP);
    }
  }
  if (flat !== 0 || out === '') out += signed(flat, out === '', NBSP);
  return out;
}

export interface DieRoll {
  sides: number;
  value: number;
  sign: 1 | -1;
}

export interface RollResult {
  dice: DieRoll[];
  /** flat numbers including MOD (when given) */
  flat: number;
  total: number;
}

/** Rolls every die of the expression. MOD counts as `mod` (0 when not given). */
export function rollDice(input: DiceExpr | string, opts: { mod?: number; source?: RandomSource } = {}): RollResult | null {
  const expr = typeof input === 'string' ? parseDice(input) : input;
  if (!expr) return null;
  const dice: DieRoll[] = [];
  for (const term of expr.terms) {
    for (let i = 0; i < term.count; i++) dice.push({ sides: term.sides, value: rollDie(term.sides, opts.source), sign: term.sign });
  }
  const flat = expr.flat + expr.modCount * (opts.mod ?? 0);
  const total = dice.reduce((sum, d) => sum + d.sign * d.value, 0) + flat;
  return { dice, flat, total };
}

/** "3 + 5 + 1 + 3 = 12": every die, then the flat part, then the total. */
export function formatRoll(r: RollResult): string {
  let out = '';
  for (const d of r.dice) out += out === '' ? (d.sign < 0 ? `−${d.value}` : String(d.value)) : d.sign < 0 ? ` − ${d.value}` : ` + ${d.value}`;
  if (r.flat !== 0 || out === '') out += signed(r.flat, out === '');
  return `${out} = ${r.total}`;
}

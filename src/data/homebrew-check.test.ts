// The hand-written start-up check must say what the zod schema says: same verdict, same reason code,
// on real spells and on spells broken in one to three places with values chosen to hit every limit.
import fc from 'fast-check';
import spells from './spells.json';
import texts from '../../locales/cs/spells.json';
import { homebrewSpellSchema } from './schema';
import { homebrewIssues, homebrewReason } from './homebrew-check';

type Json = Record<string, unknown>;
const IDS = Object.keys(spells);
const REAL = IDS.map((id) => ({ data: (spells as Record<string, Json>)[id], text: (texts as Record<string, Json>)[id] }));

function zodVerdict(raw: unknown): string {
  const p = homebrewSpellSchema.safeParse(raw);
  return p.success ? 'ok' : homebrewReason(p.error.issues);
}
function handVerdict(raw: unknown): string {
  const issues = homebrewIssues(raw);
  return issues.length === 0 ? 'ok' : homebrewReason(issues);
}

/** Every path to a value in a spell, objects and arrays included, plus some keys that may be absent. */
function paths(o: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(o)) o.forEach((x, i) => out.push(...paths(x, [...prefix, i])));
  else if (typeof o === 'object' && o !== null) for (const [k, v] of Object.entries(o)) out.push(...paths(v, [...prefix, k]));
  return out;
}
const OPTIONAL = [
  ['data', 'area'], ['data', 'area', 'widthFt'], ['data', 'save'], ['data', 'save', 'ability'], ['data', 'attackType'], ['data', 'damageTypes'],
  ['data', 'damageAtSlotLevel'], ['data', 'damageAtSlotLevel', '3'], ['data', 'damageAtSlotLevel', 'x'], ['data', 'healAtSlotLevel'], ['data', 'range', 'area'],
  ['data', 'range', 'miles'], ['data', 'components', 'costGp'], ['data', 'castingTime', 'trigger'], ['data', 'duration', 'amount'], ['data', 'homebrew'],
  ['text', 'material'], ['text', 'higherLevels'], ['text', 'description', 0], ['text', 'description', 250], ['data', 'classes', 9], ['data', 'extra'],
];

const long = (n: number) => 'a'.repeat(n);
const VALUES: unknown[] = [
  undefined, null, true, false, 0, -1, 0.5, 1, 2, 9, 10, 40, 81, 100, 101, 1000, 1001, 5280, 5281, 10000, 10001, 1e7, 1e7 + 1, 5280 * 1000 + 1, 1e20, -1e20, Infinity, NaN,
  '', 'a', 'self', 'touch', 'distance', 'special', 'wizard', 'bard', 'fighter', 'fire', 'cone', 'sphere', 'action', 'day', 'half', 'dex', 'ranged', 'abjuration',
  '8d6', 'MOD', '1d4 + MOD', '3', 'x', 'Fireball', 'bad\u0001', 'tab\tnew\nline', long(61), long(81), long(121), long(201), long(301), long(1001), long(1201), long(5001), long(20001),
  [], ['wizard'], ['fire'], [''], [long(20001)], [long(12000), long(12000), long(12000), long(12000), long(12000)], Array.from({ length: 201 }, () => 'p'), Array.from({ length: 11 }, () => 'h'),
  Array.from({ length: 9 }, () => 'wizard'), Array.from({ length: 41 }, () => 'x'), ['bad\u0007'],
  {}, { shape: 'cone', sizeFt: 15 }, { shape: 'line', sizeFt: 100, widthFt: 5 }, { shape: 'cube', sizeFt: 0 }, { shape: 'sphere', sizeFt: 6000 }, { kind: 'self' }, { kind: 'self', area: { shape: 'cone', sizeFt: 9999 } },
  { kind: 'distance', feet: 90 }, { kind: 'distance', feet: -5 }, { kind: 'distance', feet: 1e9 }, { kind: 'distance', feet: 5, miles: 0 }, { kind: 'sight' }, { kind: 'nowhere' },
  { ability: 'wis', onSuccess: 'half' }, { ability: 'luck', onSuccess: 'half' }, { '1': '1d6' }, { '1': 'lots' }, { abc: '1d6' }, { '5': 5 },
  { amount: 1, unit: 'action' }, { amount: 1, unit: 'reaction', trigger: long(81) }, { v: true, s: false, m: true, costGp: -1 },
];

function setAt(o: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [k, ...rest] = path;
  const base = Array.isArray(o) ? [...o] : typeof o === 'object' && o !== null ? { ...(o as Json) } : {};
  const child = (base as Record<string | number, unknown>)[k];
  const next = setAt(child, rest, value);
  if (next === undefined && rest.length === 0 && !Array.isArray(base)) delete (base as Json)[k as string];
  else (base as Record<string | number, unknown>)[k] = next;
  return base;
}

describe('homebrewIssues agrees with homebrewSpellSchema', () => {
  it('accepts every SRD spell as a homebrew spell', () => {
    for (const s of REAL) expect(handVerdict(s)).toBe('ok');
    expect(REAL.length).toBe(319);
  });

  it('gives the same verdict and reason on broken spells', () => {
    const mutation = fc.record({ path: fc.nat(), extra: fc.boolean(), value: fc.constantFrom(...VALUES) });
    fc.assert(
      fc.property(fc.nat(REAL.length - 1), fc.array(mutation, { minLength: 1, maxLength: 3 }), (i, ms) => {
        let s: unknown = REAL[i];
        for (const m of ms) {
          const all = m.extra ? OPTIONAL : paths(s);
          s = setAt(s, all[m.path % all.length], m.value);
        }
        expect(handVerdict(s)).toBe(zodVerdict(s));
      }),
      { numRuns: 3000 },
    );
  });

  it('names the reasons the user sees', () => {
    const base = REAL[0];
    expect(handVerdict(setAt(base, ['text', 'description'], [long(60000)]))).toBe('descriptionTooLong');
    expect(handVerdict(setAt(base, ['text', 'description'], [long(12000), long(12000), long(12000), long(12000), long(12000)]))).toBe('descriptionTooLong');
    expect(handVerdict(setAt(base, ['text', 'name'], 'x\u0001'))).toBe('controlCharacters');
    expect(handVerdict(setAt(base, ['text', 'name'], long(121)))).toBe('tooLong');
    expect(handVerdict(setAt(base, ['data', 'level'], 'x'))).toBe('homebrewInvalid');
    expect(handVerdict(null)).toBe('homebrewInvalid');
  });
});

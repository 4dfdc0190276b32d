// Deterministic test data for the bench, in the app's stored shape (src/store/types.ts PersistedState
// inside the version-1 `{ version, state }` text, everything under one key). The bench never stores
// these texts as the app's steady state: it hands them to the app's own persistence, which reads
// them as old data and writes them in its current layout (one key per character; bench/bench.mjs,
// Seeding). Characters are built from the real SRD
// spell list (src/data/spells.json) and homebrew spells that pass src/data/schema.ts
// homebrewSpellSchema. A seeded PRNG makes every run store exactly the same bytes.
import { readFileSync } from 'node:fs';

export const STORAGE_KEY = 'grimoar';
/** The seed's version: 1, read by the app as old data (src/persistence/migrations). */
export const STORAGE_VERSION = 1;

/** mulberry32 */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, list) => list[Math.floor(r() * list.length)];

export function loadMechanics(root = process.cwd()) {
  return JSON.parse(readFileSync(`${root}/src/data/spells.json`, 'utf8'));
}

const FIRST = ['Elara', 'Bořivoj', 'Zdislava', 'Radomír', 'Ludmila', 'Vítězslav', 'Jarmila', 'Čestmír', 'Dobromila', 'Přemysl', 'Květoslava', 'Ctirad'];
const LAST = ['Světlonoša', 'z Hvozdu', 'Stříbrná', 'Černokněžník', 'od Říčního brodu', 'Mlhovousý', 'Šedá', 'Žhářka', 'Kamenný', 'z Údolí'];
// Spellcasters with long spell lists; status per class follows src/rules (known / prepared / inBook).
const CLASSES = ['wizard', 'cleric', 'druid', 'bard', 'sorcerer', 'warlock'];
const PREPARED = new Set(['cleric', 'druid', 'paladin', 'wizard']);

function status(classId, level, i) {
  if (level === 0) return 'known';
  if (classId === 'wizard') return i % 3 === 0 ? 'prepared' : 'inBook';
  return PREPARED.has(classId) ? 'prepared' : 'known';
}

/**
 * `count` characters with `spellsEach` spells each. Single-class level-20 casters (always valid);
 * when a class list is shorter than `spellsEach` (warlock: 64 spells) the character multiclasses
 * into wizard for the rest (levels still sum to 20).
 */
export function makeCharacters(mechanics, count, spellsEach, seed = 1) {
  const r = rng(seed);
  const all = Object.values(mechanics);
  const out = [];
  for (let n = 0; n < count; n++) {
    const classId = CLASSES[n % CLASSES.length];
    const own = all.filter((s) => s.classes.includes(classId));
    const spells = [];
    const used = new Set();
    const take = (list, cls) => {
      const pool = [...list];
      while (spells.length < spellsEach && pool.length) {
        const s = pool.splice(Math.floor(r() * pool.length), 1)[0];
        if (used.has(s.id)) continue;
        used.add(s.id);
        spells.push({ spellId: s.id, classId: cls, status: status(cls, s.level, spells.length) });
      }
    };
    take(own, classId);
    const classes = [{ classId, level: 20 }];
    if (spells.length < spellsEach) {
      classes[0].level = 17;
      classes.push({ classId: 'wizard', level: 3 });
      take(all.filter((s) => s.classes.includes('wizard') && s.level <= 2), 'wizard');
    }
    const at = new Date(Date.UTC(2025, 0, 1, 12, n)).toISOString();
    out.push({
      id: `bench-char-${String(n + 1).padStart(3, '0')}`,
      name: `${pick(r, FIRST)} ${pick(r, LAST)} ${n + 1}`,
      classes,
      abilities: { str: 8, dex: 14, con: 14, int: classId === 'wizard' ? 20 : 12, wis: classId === 'cleric' || classId === 'druid' ? 20 : 12, cha: ['bard', 'sorcerer', 'warlock'].includes(classId) ? 20 : 10 },
      spells,
      caster: {
        spentSlots: classId === 'warlock' && classes.length === 1 ? [0, 0, 0, 0, 0, 0, 0, 0, 0] : [1, 1, 0, 0, 0, 0, 0, 0, 0],
        spentPact: classId === 'warlock' ? 1 : 0,
        arcanumUsed: [],
        sorceryPointsSpent: 0,
        arcaneRecoveryUsed: false,
        concentration: null,
        turn: { round: 1, bonusActionSpellCast: false, nonCantripSpellCast: false },
        effects: [],
      },
      conditions: { silenced: false, handsFree: true, hasFocusOrPouch: true, materialsOwned: [], armourWorn: false, armourProficient: true, incapacitated: false },
      preparationPending: false,
      overrides: [],
      createdAt: at,
      updatedAt: at,
    });
  }
  return out;
}

const ADJ = [
  ['Ohnivá', 'ohnivá'], ['Mrazivá', 'mrazivá'], ['Magická', 'magická'], ['Stínová', 'stínová'], ['Hromová', 'hromová'], ['Léčivá', 'léčivá'],
  ['Jedovatá', 'jedovatá'], ['Zářivá', 'zářivá'], ['Bouřlivá', 'bouřlivá'], ['Kyselá', 'kyselá'], ['Věštecká', 'věštecká'], ['Kamenná', 'kamenná'],
];
const NOUN = ['koule', 'střela', 'stěna', 'bouře', 'čepel', 'záře', 'ruka', 'brána', 'clona', 'vlna', 'pouta', 'koruna', 'kopí', 'síť', 'mlha', 'přilba'];
const OWNER = ['Zlatého draka', 'Mordenkainena', 'staré čarodějky', 'Žluťoučkého koně', 'Hvozdu', 'Bílé věže', 'Šedého mága', 'Čtyř větrů', 'Půlnoci', 'Řeky'];
const SCHOOLS = ['abjuration', 'conjuration', 'divination', 'enchantment', 'evocation', 'illusion', 'necromancy', 'transmutation'];
const SPELL_CLASSES = ['bard', 'cleric', 'druid', 'paladin', 'ranger', 'sorcerer', 'warlock', 'wizard'];
const DAMAGE = ['acid', 'cold', 'fire', 'force', 'lightning', 'necrotic', 'poison', 'psychic', 'radiant', 'thunder'];

/** `count` homebrew spells ({ data, text }) with Czech names like "Ohnivá koule Zlatého draka 17". */
export function makeHomebrew(count, seed = 2) {
  const r = rng(seed);
  const out = [];
  for (let n = 0; n < count; n++) {
    const [adj] = pick(r, ADJ);
    const noun = pick(r, NOUN);
    const name = `${adj} ${noun} ${pick(r, OWNER)} ${n + 1}`;
    const level = Math.floor(r() * 10);
    const conc = r() < 0.3;
    const dmg = pick(r, DAMAGE);
    out.push({
      data: {
        id: `hb-${n + 1}`,
        srdName: `Homebrew ${n + 1}`,
        level,
        school: pick(r, SCHOOLS),
        ritual: level > 0 && r() < 0.1,
        concentration: conc,
        castingTime: { amount: 1, unit: r() < 0.8 ? 'action' : 'bonus' },
        range: { kind: 'distance', feet: 5 * (1 + Math.floor(r() * 24)) },
        components: { v: true, s: r() < 0.7, m: r() < 0.4 },
        duration: conc ? { unit: 'minute', amount: 1, upTo: true, concentration: true } : { unit: 'instantaneous', upTo: false, concentration: false },
        classes: [pick(r, SPELL_CLASSES), pick(r, SPELL_CLASSES)].filter((c, i, a) => a.indexOf(c) === i),
        subclasses: [],
        damageTypes: [dmg],
        homebrew: true,
      },
      text: {
        name,
        castingTime: '1 akce',
        range: '10 sáhů',
        components: 'V, P',
        duration: conc ? 'Soustředění, až 1 minuta' : 'Okamžitě',
        description: [`Tvor v dosahu si hází záchranný hod na Obratnost; při neúspěchu utrpí ${1 + level}k6 zranění.`],
      },
    });
  }
  return out;
}

/** The version-1 text (what the app kept under localStorage `grimoar` before version 2). */
export function envelope({ characters = [], homebrew = [], activeCharacterId = characters[0]?.id ?? null } = {}) {
  return JSON.stringify({ version: STORAGE_VERSION, state: { characters, activeCharacterId, homebrew, settings: { language: 'cs', theme: 'light' } } });
}

// Maps one SRD 5.1 spell record (5e-bits dataset) to this project's language-free mechanics.
// Source quirks: ranges and areas are in feet; material costs appear as "worth at least 1,000 gp" or "25gp".
import type { SpellData, CastingUnit, DurationUnit, AbilityId, School, AreaShape } from '../types';

export interface SrdSpell {
  index: string; name: string; desc: string[]; higher_level?: string[]; range: string; components: string[];
  material?: string; ritual: boolean; duration: string; concentration: boolean; casting_time: string; level: number;
  attack_type?: 'melee' | 'ranged'; school: { index: string }; classes: { index: string }[]; subclasses?: { index: string }[];
  area_of_effect?: { type: string; size: number };
  /** this project's addition (SRD_FIXES only): a second form the caster may choose instead of area_of_effect */
  area_of_effect_or?: { type: string; size: number };
  dc?: { dc_type: { index: string }; dc_success: string };
  damage?: { damage_type?: { index: string }; damage_at_slot_level?: Record<string, string>; damage_at_character_level?: Record<string, string> };
  heal_at_slot_level?: Record<string, string>;
}

export const REACTION_TRIGGERS = new Set(['counterspell', 'feather-fall', 'hellish-rebuke', 'shield']);
const DAMAGE_TYPES = ['acid', 'bludgeoning', 'cold', 'fire', 'force', 'lightning', 'necrotic', 'piercing', 'poison', 'psychic', 'radiant', 'slashing', 'thunder'];
const UNITS: Record<string, CastingUnit> = { action: 'action', 'bonus action': 'bonus', reaction: 'reaction', minute: 'minute', minutes: 'minute', hour: 'hour', hours: 'hour' };

function castingTime(s: SrdSpell): SpellData['castingTime'] {
  // Plant Growth: "1 action or 8 hours" — the second way is shown; a cast in play takes the first
  const m = /^(\d+) (action|bonus action|reaction|minutes?|hours?)(?: or (\d+) (minutes?|hours?))?$/.exec(s.casting_time);
  if (!m) throw new Error(`${s.index}: casting time ${s.casting_time}`);
  const ct: SpellData['castingTime'] = { amount: Number(m[1]), unit: UNITS[m[2]] };
  if (m[3]) ct.or = { amount: Number(m[3]), unit: UNITS[m[4]] as 'minute' | 'hour' };
  if (ct.unit === 'reaction') {
    if (!REACTION_TRIGGERS.has(s.index)) throw new Error(`${s.index}: reaction trigger missing`);
    ct.trigger = s.index;
  }
  return ct;
}

const feetOf = (x: string) => Number(x.replace(/,/g, ''));

function range(s: SrdSpell, area: SpellData['area']): SpellData['range'] {
  const r = s.range;
  if (r === 'Self') return area ? { kind: 'self', area } : { kind: 'self' };
  if (r === 'Touch') return { kind: 'touch' };
  if (r === 'Sight') return { kind: 'sight' };
  if (r === 'Unlimited') return { kind: 'unlimited' };
  if (r === 'Special') return { kind: 'special' };
  let m = /^([\d,]+) feet$/.exec(r);
  if (m) return { kind: 'distance', feet: feetOf(m[1]) };
  m = /^([\d,]+) miles?$/.exec(r);
  if (m) return { kind: 'distance', feet: feetOf(m[1]) * 5280, miles: feetOf(m[1]) };
  throw new Error(`${s.index}: range ${r}`);
}

function components(s: SrdSpell): SpellData['components'] {
  const c: SpellData['components'] = { v: s.components.includes('V'), s: s.components.includes('S'), m: s.components.includes('M') };
  const mat = s.material ?? '';
  const costs = [...mat.matchAll(/([\d,]+)\s?gp/g)].map((x) => feetOf(x[1]));
  if (costs.length) c.costGp = Math.max(...costs);
  if (/consume/i.test(mat)) c.consumed = true;
  return c;
}

function duration(s: SrdSpell): SpellData['duration'] {
  const upTo = /^Up to /.test(s.duration);
  const rest = s.duration.replace(/^Up to /, '');
  const fixed: Record<string, DurationUnit> = { Instantaneous: 'instantaneous', 'Until dispelled': 'until-dispelled', Special: 'special' };
  if (rest === 'Until dispelled or triggered') return { unit: 'until-dispelled', orTriggered: true, upTo: false, concentration: s.concentration };
  if (fixed[rest]) return { unit: fixed[rest], upTo: false, concentration: s.concentration };
  const m = /^(\d+) (round|minute|hour|day)s?$/.exec(rest);
  if (!m) throw new Error(`${s.index}: duration ${s.duration}`);
  return { unit: m[2] as DurationUnit, amount: Number(m[1]), upTo, concentration: s.concentration };
}

/** Spells that name a damage type only to give resistance or immunity to it, or to rule it out
 *  ("resistance to poison damage", Silence's "immune to thunder damage"): they deal no damage. */
const NO_DAMAGE = new Set(['major-image', 'mind-blank', 'protection-from-poison', 'silence', 'stoneskin']);

function damageTypes(s: SrdSpell): string[] {
  if (NO_DAMAGE.has(s.index)) return [];
  const text = [...s.desc, ...(s.higher_level ?? [])].join(' ');
  const found = new Set<string>();
  if (s.damage?.damage_type) found.add(s.damage.damage_type.index);
  // "fire damage", and every type of a choice: "radiant or necrotic damage", "acid, cold, fire, lightning, or thunder damage"
  const type = `(?:${DAMAGE_TYPES.join('|')})`;
  for (const m of text.matchAll(new RegExp(`\\b${type}(?:,? (?:or |and )?${type})* damage\\b`, 'gi'))) {
    // Wall of Ice "is vulnerable to fire damage": a type the spell's target takes more of, not deals
    if (/\b(?:resistan(?:ce|t)|immun(?:e|ity)|vulnerab(?:le|ility)) to $/i.test(text.slice(0, m.index))) continue;
    for (const t of m[0].toLowerCase().match(new RegExp(type, 'g')) ?? []) found.add(t);
  }
  return [...found].sort();
}

const classList = (...ids: string[]) => ids.map((index) => ({ index }));

// Known errors in the source dataset, fixed to the printed SRD 5.1.
export const SRD_FIXES: Record<string, Partial<SrdSpell>> = {
  // Class lists as the SRD's class spell lists print them (the dataset files these under other classes).
  'faerie-fire': { classes: classList('bard', 'druid') },
  'meld-into-stone': { classes: classList('cleric', 'druid') },
  'create-food-and-water': { classes: classList('cleric', 'paladin') },
  divination: { classes: classList('cleric') },
  'arcane-eye': { classes: classList('wizard'), area_of_effect: undefined }, // its eye sees "out to 30 feet": no area of effect
  // "40,000 square feet" / "2,500 square feet" of floor are areas, not cubes with that edge.
  forbiddance: { area_of_effect: undefined },
  'guards-and-wards': { area_of_effect: undefined },
  // The dataset stores the height or the wrong shape for these; sizes follow the spell texts.
  'flame-strike': { area_of_effect: { type: 'cylinder', size: 10 } }, // 10-foot radius, 40 feet high
  sunburst: { area_of_effect: { type: 'sphere', size: 60 } }, // "in a 60-foot radius"
  'fire-storm': { area_of_effect: { type: 'cube', size: 10 } }, // "up to ten 10-foot cubes"
  
  'hold-monster': {
    desc: ['Choose a creature that you can see within range. The target must succeed on a Wisdom saving throw or be paralyzed for the duration. This spell has no effect on undead. At the end of each of its turns, the target can make another Wisdom saving throw. On a success, the spell ends on the target.'],
    higher_level: ['When you cast this spell using a spell slot of 6th level or higher, you can target one additional creature for each slot level above 5th. The creatures must be within 30 feet of each other when you target them.'],
  },
  // The glyph is at most 10 feet across; its effect fills "a 60-foot-radius sphere" (the dataset: a 10-foot cube).
  // It lasts "Until dispelled or triggered" in the SRD (the dataset: "Until dispelled"), as Glyph of Warding.
  symbol: { area_of_effect: { type: 'sphere', size: 60 }, duration: 'Until dispelled or triggered' },
  // The dataset drops these spells' "At Higher Levels" paragraphs; the SRD prints them.
  heroism: { higher_level: ['When you cast this spell using a spell slot of 2nd level or higher, you can target one additional creature for each slot level above 1st.'] },
  'animal-friendship': { higher_level: ['When you cast this spell using a spell slot of 2nd level or higher, you can affect one additional beast for each slot level above 1st.'] },
  // The dataset has no saving throw for these, though the spell's effect turns on one.
  'call-lightning': { dc: { dc_type: { index: 'dex' }, dc_success: 'half' } }, // "a Dexterity saving throw … half as much damage"
  'flaming-sphere': { dc: { dc_type: { index: 'dex' }, dc_success: 'half' } },
  'sleet-storm': { dc: { dc_type: { index: 'dex' }, dc_success: 'none' } }, // falls prone on a failed save
  sanctuary: { dc: { dc_type: { index: 'wis' }, dc_success: 'none' } }, // on a failed save the attacker must choose a new target
  // The dataset's wording is garbled ("for each level of higher spell slot 2"); the SRD prints this.
  shatter: {
    desc: [
      'A sudden loud ringing noise, painfully intense, erupts from a point of your choice within range. Each creature in a 10-foot-radius sphere centered on that point must make a Constitution saving throw. A creature takes 3d8 thunder damage on a failed save, or half as much damage on a successful one. A creature made of inorganic material such as stone, crystal, or metal has disadvantage on this saving throw.',
      "A nonmagical object that isn't being worn or carried also takes the damage if it's in the spell's area.", // the dataset: "A non-magical item … also suffers damage"
    ],
    higher_level: ['When you cast this spell using a spell slot of 3rd level or higher, the damage increases by 1d8 for each slot level above 2nd.'],
    material: 'A chip of mica.', // the dataset: "A burst of mica."
  },
  // The dataset retranslates Magic Mouth ("You plant a message to an object in the range of the spell"); the SRD's words,
  // its second paragraph split in two as the dataset (and the Czech text) have it.
  'magic-mouth': {
    material: 'A small bit of honeycomb and jade dust worth at least 10 gp, which the spell consumes.',
    desc: [
      "You implant a message within an object in range, a message that is uttered when a trigger condition is met. Choose an object that you can see and that isn't being worn or carried by another creature. Then speak the message, which must be 25 words or less, though it can be delivered over as long as 10 minutes. Finally, determine the circumstance that will trigger the spell to deliver your message.",
      "When that circumstance occurs, a magical mouth appears on the object and recites the message in your voice and at the same volume you spoke. If the object you chose has a mouth or something that looks like a mouth (for example, the mouth of a statue), the magical mouth appears there so that the words appear to come from the object's mouth.",
      'When you cast this spell, you can have the spell end after it delivers its message, or it can remain and repeat its message whenever the trigger occurs.',
      'The triggering circumstance can be as general or as detailed as you like, though it must be based on visual or audible conditions that occur within 30 feet of the object. For example, you could instruct the mouth to speak when any creature moves within 30 feet of the object or when a silver bell rings within 30 feet of it.',
    ],
  },
  // The SRD prints "Each beast is also considered fey…" as a paragraph after the list; the dataset makes it a fifth option.
  'conjure-animals': {
    desc: [
      'You summon fey spirits that take the form of beasts and appear in unoccupied spaces that you can see within range. Choose one of the following options for what appears:',
      '- One beast of challenge rating 2 or lower',
      '- Two beasts of challenge rating 1 or lower',
      '- Four beasts of challenge rating 1/2 or lower',
      '- Eight beasts of challenge rating 1/4 or lower',
      'Each beast is also considered fey, and it disappears when it drops to 0 hit points or when the spell ends.',
      "The summoned creatures are friendly to you and your companions. Roll initiative for the summoned creatures as a group, which has its own turns. They obey any verbal commands that you issue to them (no action required by you). If you don't issue any commands to them, they defend themselves from hostile creatures, but otherwise take no actions.",
      "The GM has the creatures' statistics.",
    ],
  },
  // The dataset's Fire Shield text is a garbled retranslation ("a bright light bright light", "depending on the model").
  'fire-shield': {
    desc: [
      'Thin and wispy flames wreathe your body for the duration, shedding bright light in a 10-foot radius and dim light for an additional 10 feet. You can end the spell early by using an action to dismiss it.',
      'The flames provide you with a warm shield or a chill shield, as you choose. The warm shield grants you resistance to cold damage, and the chill shield grants you resistance to fire damage.',
      'In addition, whenever a creature within 5 feet of you hits you with a melee attack, the shield erupts with flame. The attacker takes 2d8 fire damage from a warm shield, or 2d8 cold damage from a cold shield.',
    ],
    material: 'A bit of phosphorus or a firefly.',
    area_of_effect: undefined, // range "Self": 5 feet is how near an attacker must be to be burned, not an area
  },
  // More saves the dataset lacks: the spell's effect on a creature turns on the save.
  'antipathy-sympathy': { dc: { dc_type: { index: 'wis' }, dc_success: 'none' } }, // "must succeed on a Wisdom saving throw or become frightened"
  'detect-thoughts': { dc: { dc_type: { index: 'wis' }, dc_success: 'other' } }, // "If you probe deeper, the target must make a Wisdom saving throw … If it succeeds, the spell ends"
  // "must make a Dexterity saving throw. On a failed save, the creature is knocked prone"; the area is
  // "a 100-foot-radius circle" of ground (the dataset: a sphere, which would reach fliers far above)
  earthquake: { dc: { dc_type: { index: 'dex' }, dc_success: 'none' }, area_of_effect: { type: 'cylinder', size: 100 } },
  levitate: { dc: { dc_type: { index: 'con' }, dc_success: 'none' } }, // "An unwilling creature that succeeds on a Constitution saving throw is unaffected"
  'prismatic-wall': { dc: { dc_type: { index: 'dex' }, dc_success: 'other' } }, // "must make a Dexterity saving throw or be affected by that layer's properties"
  seeming: { dc: { dc_type: { index: 'cha' }, dc_success: 'none' } }, // "An unwilling target can make a Charisma saving throw, and if it succeeds, it is unaffected"
  'true-polymorph': { dc: { dc_type: { index: 'wis' }, dc_success: 'none' } }, // "An unwilling creature can make a Wisdom saving throw, and if it succeeds, it isn't affected"
  web: { dc: { dc_type: { index: 'dex' }, dc_success: 'none' } }, // "must make a Dexterity saving throw. On a failed save, the creature is restrained"
  'zone-of-truth': { dc: { dc_type: { index: 'cha' }, dc_success: 'none' } }, // "must make a Charisma saving throw. On a failed save, a creature can't speak a deliberate lie"
  // Explosive runes: "5d8 acid, cold, fire, lightning, or thunder damage … or half as much damage" "in a 20-foot-radius sphere";
  // it lasts "Until dispelled or triggered" (the dataset: "Until dispelled").
  'glyph-of-warding': { dc: { dc_type: { index: 'dex' }, dc_success: 'half' }, area_of_effect: { type: 'sphere', size: 20 }, damage: { damage_at_slot_level: { '3': '5d8' } }, duration: 'Until dispelled or triggered' },
  // "They flit around you to a distance of 15 feet"; the SRD prints the range "Self (15-foot radius)". "3d8 radiant damage".
  'spirit-guardians': { dc: { dc_type: { index: 'wis' }, dc_success: 'half' }, area_of_effect: { type: 'sphere', size: 15 }, damage: { damage_at_slot_level: { '3': '3d8' } } },
  'arcane-hand': { damage: { damage_at_slot_level: { '5': '4d8' } } }, // Clenched Fist: "the target takes 4d8 force damage"
  weird: { damage: { damage_at_slot_level: { '9': '4d10' } } }, // "or take 4d10 psychic damage"
  // Color Spray's roll counts hit points of creatures it blinds, as Sleep's counts those it puts to sleep: "Roll 6d10".
  'color-spray': { damage: { damage_at_slot_level: { '1': '6d10' } } },
  // Areas the dataset lacks or misstates.
  'hypnotic-pattern': { area_of_effect: { type: 'cube', size: 30 } }, // "inside a 30-foot cube within range"
  'major-image': { area_of_effect: { type: 'cube', size: 20 } }, // "no larger than a 20-foot cube" (as Silent Image's 15-foot cube)
  'minor-illusion': { area_of_effect: { type: 'cube', size: 5 } }, // "no larger than a 5-foot cube"
  // "in a 100-foot radius centered on that point"; the SRD's casting time is "1 action or 8 hours" (the 8-hour casting enriches the land)
  'plant-growth': { area_of_effect: { type: 'sphere', size: 100 }, casting_time: '1 action or 8 hours' },
  'purify-food-and-drink': { area_of_effect: { type: 'sphere', size: 5 } }, // "within a 5-foot radius sphere"
  'teleportation-circle': { area_of_effect: { type: 'sphere', size: 5 } }, // "a 10-foot-diameter circle" (the dataset: a 10-foot radius)
  telekinesis: { area_of_effect: undefined }, // moves one target "up to 30 feet": no area of effect
  teleport: { area_of_effect: undefined }, // an object must "fit entirely inside a 10-foot cube": a size limit, not an area
  'magnificent-mansion': { area_of_effect: undefined }, // a door 5 feet wide into a dwelling of up to fifty 10-foot cubes
  // "terrain in an area up to 1 mile square": a square of ground, not a cube a mile high (no shape says so)
  'mirage-arcane': { area_of_effect: undefined },
  // "an area of terrain no larger than 40 feet on a side": a square of ground (the changes may reach half
  // its side up or down), not a cube
  'move-earth': { area_of_effect: undefined },
  // "A prison in the shape of a cage can be up to 20 feet on a side … in the shape of a box … up to 10 feet on a side"
  forcecage: { area_of_effect: { type: 'cube', size: 20 }, area_of_effect_or: { type: 'cube', size: 10 } },
  // the source repeats the last sentence of the third paragraph as a fourth, and splits "of"
  'wall-of-fire': { desc: [
    'You create a wall of fire on a solid surface within range. You can make the wall up to 60 feet long, 20 feet high, and 1 foot thick, or a ringed wall up to 20 feet in diameter, 20 feet high, and 1 foot thick. The wall is opaque and lasts for the duration.',
    'When the wall appears, each creature within its area must make a Dexterity saving throw. On a failed save, a creature takes 5d8 fire damage, or half as much damage on a successful save.',
    'One side of the wall, selected by you when you cast this spell, deals 5d8 fire damage to each creature that ends its turn within 10 feet of that side or inside the wall. A creature takes the same damage when it enters the wall for the first time on a turn or ends its turn there. The other side of the wall deals no damage.',
  ] },
};

/** Dice per slot level where the dataset lists only the base level: base dice + `step` per level above. */
const UPCAST_STEPS: Record<string, { dice: number; die: number; step: number; flat?: number; every?: number }> = {
  disintegrate: { dice: 10, die: 6, step: 3, flat: 40 },
  'freezing-sphere': { dice: 10, die: 6, step: 1 },
  'phantasmal-killer': { dice: 4, die: 10, step: 1 },
  sleep: { dice: 5, die: 8, step: 2 },
  'wall-of-fire': { dice: 5, die: 8, step: 1 },
  'flame-blade': { dice: 3, die: 6, step: 1, every: 2 },
  'glyph-of-warding': { dice: 5, die: 8, step: 1 },
  'spirit-guardians': { dice: 3, die: 8, step: 1 },
  'arcane-hand': { dice: 4, die: 8, step: 2 },
  'color-spray': { dice: 6, die: 10, step: 2 },
};
const ATTACK_FIXES: Record<string, 'melee' | 'ranged'> = { 'arcane-hand': 'melee', 'dispel-evil-and-good': 'melee', 'flame-blade': 'melee', 'scorching-ray': 'ranged' };

function upcastTable(level: number, u: (typeof UPCAST_STEPS)[string]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let l = level; l <= 9; l++) {
    const n = u.dice + u.step * Math.floor((l - level) / (u.every ?? 1));
    out[String(l)] = `${n}d${u.die}${u.flat ? ` + ${u.flat}` : ''}`;
  }
  return out;
}

export function mechanicsFromSrd(raw: SrdSpell): SpellData {
  const s = { ...raw, ...SRD_FIXES[raw.index] };
  const area: SpellData['area'] = s.area_of_effect ? { shape: s.area_of_effect.type as AreaShape, sizeFt: s.area_of_effect.size } : undefined;
  // A line's width, where the text gives one ("100 feet long and 5 feet wide"); 5 ft otherwise.
  const width = area?.shape === 'line' ? /(\d+)[- ]f(?:oo|ee)t[- ](?:wide|thick)/.exec(s.desc.join(' ')) : null;
  if (area && width) area.widthFt = Number(width[1]);
  // A cylinder's height, where the text gives one ("a 50-foot-radius, 100-foot high cylinder", "20-foot-tall").
  const height = area?.shape === 'cylinder' ? /(\d+)[- ]f(?:oo|ee)t[- ](?:high|tall)\b/.exec(s.desc.join(' ')) : null;
  if (area && height) area.heightFt = Number(height[1]);
  const m: SpellData = {
    id: s.index,
    srdName: s.name,
    level: s.level,
    school: s.school.index as School,
    ritual: s.ritual,
    concentration: s.concentration,
    castingTime: castingTime(s),
    range: range(s, area),
    components: components(s),
    duration: duration(s),
    classes: s.classes.map((c) => c.index).sort(),
    subclasses: (s.subclasses ?? []).map((c) => c.index).sort(),
  };
  if (area) m.area = area;
  if (s.area_of_effect_or) m.areaOr = { shape: s.area_of_effect_or.type as AreaShape, sizeFt: s.area_of_effect_or.size };
  if (s.attack_type ?? ATTACK_FIXES[s.index]) m.attackType = s.attack_type ?? ATTACK_FIXES[s.index];
  if (s.dc) m.save = { ability: s.dc.dc_type.index as AbilityId, onSuccess: s.dc.dc_success as 'half' | 'none' | 'other' };
  const dt = damageTypes(s);
  if (dt.length) m.damageTypes = dt;
  if (s.damage?.damage_at_slot_level) m.damageAtSlotLevel = UPCAST_STEPS[s.index] ? upcastTable(s.level, UPCAST_STEPS[s.index]) : s.damage.damage_at_slot_level;
  if (s.damage?.damage_at_character_level) m.damageAtCharacterLevel = s.damage.damage_at_character_level;
  if (s.heal_at_slot_level) m.healAtSlotLevel = s.heal_at_slot_level;
  return m;
}

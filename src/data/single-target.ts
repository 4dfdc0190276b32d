// Spells that target exactly one creature (SRD 5.1 texts): what Twinned Spell needs to know.
// 'oneAtBaseLevel': one creature at the spell's own level, one more for each slot level above it
// (so Twinned fits only when the spell is cast at its own level). A spell missing here is treated as
// able to target more than one creature or none (areas, objects, self, summons): no Twinned.
// Eldritch Blast is left out: from 5th character level its beams can go to several creatures.
export const SINGLE_TARGET: Readonly<Record<string, 'one' | 'oneAtBaseLevel'>> = {
  // cantrips
  'chill-touch': 'one', 'fire-bolt': 'one', guidance: 'one', message: 'one', 'poison-spray': 'one',
  'ray-of-frost': 'one', resistance: 'one', 'sacred-flame': 'one', 'shocking-grasp': 'one',
  'spare-the-dying': 'one', 'true-strike': 'one', 'vicious-mockery': 'one',
  // 1st
  'animal-friendship': 'oneAtBaseLevel', 'charm-person': 'oneAtBaseLevel', command: 'oneAtBaseLevel',
  'cure-wounds': 'one', 'guiding-bolt': 'one', 'healing-word': 'one', 'hellish-rebuke': 'one', heroism: 'oneAtBaseLevel',
  'hideous-laughter': 'one', 'hunters-mark': 'one', 'inflict-wounds': 'one', jump: 'one',
  longstrider: 'oneAtBaseLevel', 'mage-armor': 'one', 'protection-from-evil-and-good': 'one', sanctuary: 'one',
  'shield-of-faith': 'one',
  // 2nd
  'acid-arrow': 'one', barkskin: 'one', 'blindness-deafness': 'oneAtBaseLevel', darkvision: 'one',
  'enhance-ability': 'oneAtBaseLevel', 'enlarge-reduce': 'one', 'hold-person': 'oneAtBaseLevel',
  invisibility: 'oneAtBaseLevel', 'lesser-restoration': 'one', 'protection-from-poison': 'one',
  'ray-of-enfeeblement': 'one', 'spider-climb': 'one', suggestion: 'one', 'warding-bond': 'one',
  // 3rd
  'bestow-curse': 'one', fly: 'oneAtBaseLevel', 'gaseous-form': 'one', haste: 'one',
  'protection-from-energy': 'one', 'remove-curse': 'one', revivify: 'one', tongues: 'one',
  // 4th
  banishment: 'oneAtBaseLevel', blight: 'one', 'death-ward': 'one', 'dominate-beast': 'one',
  'freedom-of-movement': 'one', 'greater-invisibility': 'one', 'phantasmal-killer': 'one', polymorph: 'one',
  stoneskin: 'one',
  // 5th
  contagion: 'one', 'dominate-person': 'one', geas: 'one', 'greater-restoration': 'one',
  'hold-monster': 'oneAtBaseLevel', 'modify-memory': 'one', 'raise-dead': 'one',
  // 6th
  disintegrate: 'one', 'flesh-to-stone': 'one', harm: 'one', heal: 'one', 'irresistible-dance': 'one',
  // 7th
  'finger-of-death': 'one', regenerate: 'one', resurrection: 'one',
  // 8th
  'dominate-monster': 'one', feeblemind: 'one', maze: 'one', 'mind-blank': 'one', 'power-word-stun': 'one',
  // 9th
  foresight: 'one', imprisonment: 'one', 'power-word-kill': 'one', 'true-polymorph': 'one', 'true-resurrection': 'one',
};

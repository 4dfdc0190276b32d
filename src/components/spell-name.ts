// A spell's name for any screen that names spells by id (the book, concentration, effects, a party
// card): the name in the UI language, or words for a spell this device does not have — a deleted
// custom spell, or another player's custom spell seen at the GM's table. Never the internal id.

type T = (key: string) => string;
type Missing = 'missingCustomSpell' | 'othersCustomSpell';

/** Words for a spell missing from this device's catalog. */
export function missingSpellName(t: T, id: string, custom: Missing = 'missingCustomSpell'): string {
  return t(id.startsWith('hb-') ? `spellbook.${custom}` : 'spellbook.unknownSpell');
}

export function spellNameOr(t: T, byId: ReadonlyMap<string, { text: { name: string } }>, id: string, custom: Missing = 'missingCustomSpell'): string {
  return byId.get(id)?.text.name ?? missingSpellName(t, id, custom);
}

// A spell's name for any screen that names spells by id (concentration, effects, a party card): the
// name in the UI language, or words for a spell this device does not have — a deleted custom spell,
// or another player's custom spell seen at the GM's table. Never the internal id.
import type { TFunction } from 'i18next';

export function spellNameOr(t: TFunction, byId: ReadonlyMap<string, { text: { name: string } }>, id: string, custom: 'missingCustomSpell' | 'othersCustomSpell' = 'missingCustomSpell'): string {
  return byId.get(id)?.text.name ?? t(id.startsWith('hb-') ? `spellbook.${custom}` : 'spellbook.unknownSpell');
}

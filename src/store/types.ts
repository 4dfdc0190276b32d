// The app's state. Maxima (slots, known/prepared limits, DCs) are derived by src/rules, never stored.
import type { Ability, CasterState, CastingConditions, ClassLevel, MetamagicId, OwnedSpell, PactBoon, SpellScroll } from '../rules';
import type { SpellData, SpellText } from '../data/types';

export type CasterResources = Omit<CasterState, 'classes'>;

export type AbilityScores = Record<Ability, number>;

export interface Character {
  id: string;
  name: string;
  classes: ClassLevel[];
  /** Ability scores 1..30. */
  abilities: AbilityScores;
  spells: OwnedSpell[];
  /** Slots spent, concentration, turn and effects: changed only through rules results.
   *  `classes` lives on the character itself; the store joins the two when it calls the rules. */
  caster: CasterResources;
  /** Table-side facts: silenced, hands, focus, owned costly materials, armour worn + proficiency. */
  conditions: CastingConditions;
  /** After a long rest the player may change prepared spells; cleared when they confirm. */
  preparationPending: boolean;
  /** Metamagic options the sorcerer chose (absent = none). */
  metamagic?: MetamagicId[];
  /** A wizard's Spell Mastery (one 1st- and one 2nd-level spell id) and Signature Spells (two
   *  3rd-level ids). Kept as per-character lists rather than a spell status: mastery is orthogonal
   *  to prepared/in the book, and a choice kept through a level-down must not change the spell's
   *  status; rules/spell-mastery.ts applies them only at wizard 18/20 (absent = none chosen). */
  masterySpells?: string[];
  signatureSpells?: string[];
  /** A warlock's Eldritch Invocations (ids of rules/invocations.ts; Book of Ancient Secrets is the
   *  condition hasBookOfAncientSecrets) and Pact Boon (absent = none chosen). */
  invocations?: string[];
  pactBoon?: PactBoon;
  /** Spell scrolls the character carries, one item per scroll (absent = none). */
  scrolls?: SpellScroll[];
  /** Log of GM overrides recorded at the table, newest first (kept short). */
  overrides: { at: string; spellId: string; code: string }[];
  createdAt: string;
  updatedAt: string;
}

/** A homebrew spell: mechanics + texts in the user's language (shown in every locale). */
export interface HomebrewSpell {
  data: SpellData;
  text: SpellText;
}

export interface Settings {
  language: 'cs' | 'en';
  theme: 'system' | 'light' | 'dark';
  /** paper the print screen lays pages out for; absent = by the browser's region (print/paper.ts) */
  paper?: 'a4' | 'letter';
}

/** What is persisted under the storage key (see src/persistence). */
export interface PersistedState {
  characters: Character[];
  activeCharacterId: string | null;
  homebrew: HomebrewSpell[];
  settings: Settings;
}

// Czech strings of the lazy screens and of the rare storage banners: one lazy chunk (see index.ts).
import type { Resource } from './merge';

const parts = import.meta.glob<Resource>('../../locales/cs/ui/{about,cast,cast-summary,catalog,character-editor,homebrew,invocations,persistence,print,rules,rules-casting,rules-spells,settings,spellbook,sync,tracker}.json', { eager: true, import: 'default' });

export default Object.values(parts);

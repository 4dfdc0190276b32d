// All English UI strings: one lazy chunk, loaded when the player switches to English.
import base from '../../locales/en/translation.json';
import { merge, type Resource } from './merge';

const parts = import.meta.glob<Resource>('../../locales/en/ui/*.json', { eager: true, import: 'default' });

export default merge(base, Object.values(parts));

// `import names from '…/spells.json?names'`: only the spell names of a locale's texts file, as
// { id: name }. The catalog list needs the names at once and the descriptions only on demand, and
// one file stays the source of both (no second names file to keep in step).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SUFFIX = '?names';

export function spellNames(): Plugin {
  return {
    name: 'grimoar-spell-names',
    enforce: 'pre',
    resolveId: {
      filter: { id: /\?names$/ },
      async handler(source, importer) {
        const file = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
        return file ? `${file.id}${SUFFIX}` : null;
      },
    },
    load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { name: string }>;
      const names = Object.fromEntries(Object.entries(texts).map(([id, t]) => [id, t.name]));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(names))});`;
    },
  };
}

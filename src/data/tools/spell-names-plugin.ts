// `import names from '…/spells.json?names'`: only the spell names of a locale's texts file, as
// { id: name }. The catalog list needs the names at once and the descriptions only on demand, and
// one file stays the source of both (no second names file to keep in step). The ids come in the
// collation order of the file's language (locales/<lng>/spells.json), so the catalog orders its
// list without building a Czech Intl.Collator at run time (catalog.ts).
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
      const lng = /[\\/]locales[\\/]([a-z]+)[\\/][^\\/]+$/.exec(file)?.[1];
      if (!lng) throw new Error(`spell names: no language in the path ${file}`);
      const c = new Intl.Collator(lng, { sensitivity: 'base' });
      const names = Object.fromEntries(Object.entries(texts).map(([id, t]) => [id, t.name]).sort((a, b) => c.compare(a[1], b[1])));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(names))});`;
    },
  };
}

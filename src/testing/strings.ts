// UI string trees (locales/<lng>/…) as flat maps, for tests that read every string.
type Tree = Record<string, unknown>;

/** "a.b.c" → string, for every string leaf of the tree. */
export function flatten(t: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(t)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else if (typeof v === 'object' && v !== null) flatten(v as Tree, key, out);
  }
  return out;
}

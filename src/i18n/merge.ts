// UI strings: locales/<lng>/translation.json (shared) + locales/<lng>/ui/*.json (one file per feature
// or topic, each a top-level object merged into the same namespace). Several files may fill the same
// key (characters.json + character-editor.json; rules.json + rules-*.json fill rules.sections): objects
// merge at every depth, and a string given twice keeps the later file's.
export type Resource = Record<string, unknown>;

const isRes = (v: unknown): v is Resource => typeof v === 'object' && v !== null && !Array.isArray(v);

function mergeInto(into: Resource, part: Resource): Resource {
  const out: Resource = { ...into };
  for (const [k, v] of Object.entries(part)) out[k] = isRes(out[k]) && isRes(v) ? mergeInto(out[k], v) : v;
  return out;
}

export function merge(base: Resource, parts: Resource[]): Resource {
  return parts.reduce(mergeInto, base);
}

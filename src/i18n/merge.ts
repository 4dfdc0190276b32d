// UI strings: locales/<lng>/translation.json (shared) + locales/<lng>/ui/*.json (one file per feature,
// each a top-level object merged into the same namespace). Two files may fill the same top-level key
// (characters.json + character-editor.json): objects merge one level deep.
export type Resource = Record<string, unknown>;

const isRes = (v: unknown): v is Resource => typeof v === 'object' && v !== null && !Array.isArray(v);

export function merge(base: Resource, parts: Resource[]): Resource {
  const out: Resource = { ...base };
  for (const part of parts) for (const [k, v] of Object.entries(part)) out[k] = isRes(out[k]) && isRes(v) ? { ...out[k], ...v } : v;
  return out;
}

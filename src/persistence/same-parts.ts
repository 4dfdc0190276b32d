// A character read back from text (another tab's write) is a tree of new objects. Selectors compare
// by identity, so every part of the screen would render again; keeping the previous copy's parts
// wherever they are equal (the structural sharing of TanStack Query's replaceEqualDeep) lets only
// what changed render.

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** `next`, with every part deep-equal to the same part of `prev` replaced by that part (all of
 *  `prev` when they are equal). JSON data only: plain objects, arrays and primitives. */
export function keepSameParts<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return prev as T;
  const arrays = Array.isArray(prev) && Array.isArray(next);
  if (!arrays && !(isPlain(prev) && isPlain(next))) return next;
  const p = prev as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const keys = Object.keys(n);
  const out: Record<string, unknown> = arrays ? ([] as unknown as Record<string, unknown>) : {};
  // a key holding undefined is no key in JSON (the text it was read from never has it)
  const count = (o: Record<string, unknown>) => (arrays ? (o as unknown as unknown[]).length : Object.keys(o).filter((k) => o[k] !== undefined).length);
  let same = count(p) === count(n);
  for (const k of keys) {
    const v = keepSameParts(p[k], n[k]);
    out[k] = v;
    if (v !== p[k]) same = false;
  }
  return (same ? prev : out) as T;
}

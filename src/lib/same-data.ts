/** Deep equality of JSON data, in any key order; a key holding undefined is no key (JSON has none).
 *  For a copy read back from storage (new objects) against one in memory, or a parse's output
 *  against its input (the parse dropped nothing). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const kx = keys(x);
  return kx.length === keys(y).length && kx.every((k) => sameData(x[k], y[k]));
}

// Types of bench/bytes.mjs (used by test/e2e/bytes.spec.ts).
export interface Sizes { raw: number; gzip: number; brotli: number }
export interface FileSizes extends Sizes { file: string }
export interface SizeList extends Sizes { files: FileSizes[] }
export interface DistBytes {
  initialJs: SizeList & { fromHtml: string[]; staticGraph: string[]; notPreloaded: string[] };
  initialCss: SizeList;
  indexHtml: Sizes;
  allJs: SizeList;
  precache: (Sizes & { count: number; missing: string[] }) | null;
  spellTexts: Record<string, SizeList & { source: string; inInitial: boolean }>;
}
export function compressedSizes(buf: Uint8Array | string): Sizes;
export function parseIndexHtml(html: string): { scripts: string[]; preloads: string[]; styles: string[] };
export function staticImports(code: string): string[];
export function staticGraph(dist: string, entries: string[]): string[];
export function parsePrecache(swCode: string): { url: string; revision: string | null }[];
export function analyzeDist(dist: string, root?: string): DistBytes;

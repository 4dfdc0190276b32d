// Share link: `<origin>/#import=<lz-string of a character export file>`. The fragment (after #) is
// never sent to a server: the character travels inside the link itself.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { parseImport, type ExportFile, type ImportParse } from './exchange';
import { SHARE_PREFIX } from './keys';

export { SHARE_PREFIX };

/** The fragment of a share link for one export file. */
function shareFragment(file: ExportFile): string {
  return SHARE_PREFIX + compressToEncodedURIComponent(JSON.stringify(file));
}

/** A link that opens the app and offers to import the file. */
export function shareLink(origin: string, file: ExportFile): string {
  return `${origin.replace(/\/+$/, '')}/${shareFragment(file)}`;
}

/** Longer links are refused before decoding: a real one (a character with its homebrew spells) is a
 *  few kB, and lz-string would otherwise inflate a padded link into megabytes of text. */
const MAX_SHARE_LINK_CHARS = 64_000;

/** null: the hash is not an import link; otherwise the parsed (and validated) file or why not. */
export function parseShareHash(hash: string): ImportParse | null {
  if (!hash.startsWith(SHARE_PREFIX)) return null;
  const payload = hash.slice(SHARE_PREFIX.length);
  if (payload.length > MAX_SHARE_LINK_CHARS) return { ok: false, error: 'linkTooLong' };
  let text: string | null;
  try {
    text = decompressFromEncodedURIComponent(payload);
  } catch {
    text = null;
  }
  if (!text) return { ok: false, error: 'badLink' };
  const r = parseImport(text);
  return !r.ok && r.error === 'malformed' ? { ok: false, error: 'badLink' } : r;
}

// A cap on how large one document may grow: within the rate limits a client could otherwise add to
// a document for hours (every byte is kept in memory, in SQLite and on every device). The size is
// the document's Yjs state; between exact measurements it is estimated as the last one plus the
// messages since (a message never adds more than its own length, deletions only shrink it).
import * as Y from 'yjs';

/** The beforeHandleMessage hook: refuses (4413, closing that socket) a message that could take the
 *  document past `maxBytes`. */
export function documentSizeCap(maxBytes, log = () => undefined) {
  const estimate = new WeakMap();
  return async ({ document, update, documentName }) => {
    const size = () => Y.encodeStateAsUpdate(document).length;
    let next = (estimate.get(document) ?? size()) + update.length;
    if (next > maxBytes) next = size() + update.length;
    if (next > maxBytes) {
      estimate.set(document, next - update.length);
      log('refused', `document-too-large ${documentName.slice(0, 12)}`);
      throw Object.assign(new Error('document-too-large'), { code: 4413, reason: 'document-too-large' });
    }
    estimate.set(document, next);
  };
}

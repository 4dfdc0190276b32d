// onAuthenticate and the table's stateless messages: which connection may open which document.
import { characterDoc, characterIdOf, isKey, joinKeyOf, parseToken, rosterDoc, tableIdOf } from './tokens.mjs';

/** Thrown to refuse: Hocuspocus sends the reason to the client as "permission denied". */
const denied = (reason) => Object.assign(new Error(reason), { reason });

/** What the token grants on `documentName`: { context, readOnly }; throws when nothing. */
export function authorise(store, token, documentName) {
  const t = parseToken(token);
  if (!t) throw denied('malformed-token');
  if (t.kind === 'device') {
    if (characterDoc(t.key) !== documentName) throw denied('unknown-token');
    return { readOnly: false, context: { role: 'device', doc: characterIdOf(documentName) } };
  }
  const tableId = tableIdOf(joinKeyOf(t.key));
  if (documentName === rosterDoc(tableId)) return { readOnly: true, context: { role: 'gm', tableId, roster: true } };
  const doc = characterIdOf(documentName);
  if (doc && store.isMember(tableId, doc)) return { readOnly: true, context: { role: 'gm', tableId, doc } };
  throw denied('not-shared');
}

/** A player's {"op":"join"|"leave","join":<join key>} on its own character's connection.
 *  Returns the reply to send, or null for anything that is not such a message. */
export function tableMessage(store, roster, payload, context) {
  if (context?.role !== 'device' || typeof payload !== 'string' || payload.length > 200) return null;
  let m;
  try {
    m = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof m !== 'object' || m === null || (m.op !== 'join' && m.op !== 'leave') || !isKey(m.join)) return null;
  const tableId = tableIdOf(m.join);
  // SQLite decides who may read (shared by every instance); the roster document only shows it to
  // the GM and may follow a moment later.
  if (m.op === 'join') {
    store.join(tableId, context.doc);
    roster.add(tableId, context.doc);
  } else {
    store.leave(tableId, context.doc);
    roster.remove(tableId, context.doc);
  }
  return JSON.stringify({ op: m.op === 'join' ? 'joined' : 'left', join: m.join });
}

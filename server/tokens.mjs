// Capabilities of the sync server. Every secret is 32 random bytes in base64url (256 bits, 43
// characters); the server keeps none of them. A document's name is a hash of the secret that opens
// it, so knowing a name opens nothing and nothing on the server lists names.
// - device key K: read-write on the character document `c.<H("grimoar/char/" + K)>` (token `d.K`);
// - GM key G: the table's join key J = H("grimoar/join/" + G), the table id T = H("grimoar/table/" + J);
//   token `g.G` reads (read-only) the roster `t.<T>` and the characters shared to that table;
// - join key J (the table link): a player's device connection to its character sends
//   {"op":"join","join":J} / {"op":"leave","join":J} as a stateless message.
// src/sync/keys.ts computes the same names in the browser (keys.test.ts checks both agree).
import { createHash } from 'node:crypto';

const KEY = /^[A-Za-z0-9_-]{43}$/;

export const isKey = (s) => typeof s === 'string' && KEY.test(s);

const h = (text) => createHash('sha256').update(text, 'utf8').digest('base64url');

export const characterDoc = (deviceKey) => `c.${h(`grimoar/char/${deviceKey}`)}`;
export const joinKeyOf = (gmKey) => h(`grimoar/join/${gmKey}`);
export const tableIdOf = (joinKey) => h(`grimoar/table/${joinKey}`);
export const rosterDoc = (tableId) => `t.${tableId}`;

/** A character document's id (the part after `c.`), or null when `name` is not one. */
export function characterIdOf(name) {
  return typeof name === 'string' && name.startsWith('c.') && isKey(name.slice(2)) ? name.slice(2) : null;
}

/** `d.<key>` / `g.<key>` → { kind, key }; anything else → null. */
export function parseToken(token) {
  if (typeof token !== 'string' || token.length !== 45 || token[1] !== '.') return null;
  const kind = token[0] === 'd' ? 'device' : token[0] === 'g' ? 'gm' : null;
  const key = token.slice(2);
  return kind && isKey(key) ? { kind, key } : null;
}

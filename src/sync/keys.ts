// Capabilities and document names, computed as server/tokens.mjs does (keys.test.ts checks both
// agree). A key is 32 random bytes in base64url; a document's name is a SHA-256 of its key, so the
// server never sees a name it could list or a key it could keep. SHA-256 comes from lib0 (a Yjs
// dependency): crypto.subtle exists only in secure contexts, and a LAN address over http is not one.
import { digest } from 'lib0/hash/sha256';

const KEY = /^[A-Za-z0-9_-]{43}$/;

export const isKey = (s: unknown): s is string => typeof s === 'string' && KEY.test(s);

function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const h = (text: string) => base64url(digest(new TextEncoder().encode(text)));

/** A new secret: 256 random bits. */
export function newKey(): string {
  const b = new Uint8Array(32);
  crypto.getRandomValues(b);
  return base64url(b);
}

export const characterDoc = (deviceKey: string) => `c.${h(`grimoar/char/${deviceKey}`)}`;
export const joinKeyOf = (gmKey: string) => h(`grimoar/join/${gmKey}`);
export const tableIdOf = (joinKey: string) => h(`grimoar/table/${joinKey}`);
export const rosterDoc = (tableId: string) => `t.${tableId}`;
export const deviceToken = (deviceKey: string) => `d.${deviceKey}`;
export const gmToken = (gmKey: string) => `g.${gmKey}`;

const unbase64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
/** `bytes` XOR a key stream of SHA-256 blocks of the device key and `label`: only holders of the
 *  device key read what a table entry of the character's document says (a GM reads the whole
 *  document and must not learn the other tables' join keys). Sealing twice gives the text back. */
function xorStream(bytes: Uint8Array, deviceKey: string, label: string): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 32) {
    const pad = digest(new TextEncoder().encode(`grimoar/seat/${deviceKey}/${label}/${i / 32}`));
    for (let j = 0; j < 32 && i + j < bytes.length; j++) out[i + j] = bytes[i + j] ^ pad[j];
  }
  return out;
}
export const seal = (text: string, deviceKey: string, label: string) => base64url(xorStream(new TextEncoder().encode(text), deviceKey, label));
/** null: not a sealed text of this device key */
export function unseal(sealed: unknown, deviceKey: string, label: string): string | null {
  if (typeof sealed !== 'string' || sealed.length > 2000) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(xorStream(unbase64url(sealed), deviceKey, label));
  } catch {
    return null;
  }
}

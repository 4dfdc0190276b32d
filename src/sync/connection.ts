// Providers and their sockets: one WebSocket per server and pool, shared by every document on it
// (Hocuspocus multiplexes by document name, so one name must not be opened twice on one socket: the
// device engine and a GM's table view use pools of their own), reconnecting by itself with back-off.
import type * as Y from 'yjs';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';

export type Pool = Map<string, { ws: HocuspocusProviderWebsocket; users: number; stop: () => void }>;
export const newPool = (): Pool => new Map();

/** ws:// or wss:// URL as typed by a person (an http(s) address is turned into ws(s)); null: not one.
 *  A bare "host:port" takes the page's security: wss:// on an https page (a browser refuses ws:// there),
 *  ws:// on an http page (a group's server on the home network, without TLS). */
export function normaliseServer(text: string, pageProtocol = typeof location === 'undefined' ? 'https:' : location.protocol): string | null {
  let t = text.trim();
  // Chromium's URL parser takes "ws://nic tu" (it percent-encodes the space into the host)
  if (!t || /\s/.test(t)) return null;
  if (!/^[a-z]+:\/\//i.test(t)) t = `${pageProtocol === 'http:' ? 'ws' : 'wss'}://${t}`;
  try {
    const u = new URL(t.replace(/^http/i, 'ws'));
    if (u.protocol !== 'ws:' && u.protocol !== 'wss:') return null;
    return u.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

export type ServerError = 'noServer' | 'badServer' | 'serverNoDomain' | 'insecureServer';

/** The address a form may save, or why not (an i18n key under sync.): besides what normaliseServer
 *  refuses, a lone word without a port ("nope": a typo or half an address, never a server one can
 *  reach) and an unencrypted ws:// from an https page (the browser blocks it as mixed content without
 *  a word; only this device's own localhost is let through). */
export function checkServer(text: string, pageProtocol = typeof location === 'undefined' ? 'https:' : location.protocol): { ok: true; url: string } | { ok: false; error: ServerError; host?: string } {
  if (!text.trim()) return { ok: false, error: 'noServer' };
  const url = normaliseServer(text, pageProtocol);
  if (!url) return { ok: false, error: 'badServer' };
  const u = new URL(url);
  const local = u.hostname === 'localhost' || u.hostname === '[::1]' || /^127\./.test(u.hostname);
  if (!u.port && !u.hostname.includes('.') && !u.hostname.startsWith('[') && u.hostname !== 'localhost') return { ok: false, error: 'serverNoDomain', host: u.hostname };
  if (pageProtocol === 'https:' && u.protocol === 'ws:' && !local) return { ok: false, error: 'insecureServer' };
  return { ok: true, url };
}

/** Two addresses of one server (a trailing slash or an http:// form is the same server). */
export const sameServer = (a: string, b: string): boolean => (normaliseServer(a) ?? a) === (normaliseServer(b) ?? b);

/** Whether the browser says it is offline. A socket open when the network went stays "connected"
 *  until no message came for MESSAGE_TIMEOUT_MS: meanwhile nothing is in sync. */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const onWindow = (type: 'online' | 'offline', fn: () => void) => {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(type, fn);
  return () => window.removeEventListener(type, fn);
};

/** ms without a message after which a socket counts as dead and is opened again. Above the gap
 *  between awareness renewals (the awareness protocol renews every 15–18 s, and the server echoes
 *  it), the only message an idle device alone on its character gets: at 15 s its socket was closed
 *  and reopened every few renewals, and its state flickered to "waiting". */
export const MESSAGE_TIMEOUT_MS = 30_000;

function socket(sockets: Pool, url: string): HocuspocusProviderWebsocket {
  let s = sockets.get(url);
  if (!s) {
    const ws = new HocuspocusProviderWebsocket({ url, delay: 500, minDelay: 500, maxDelay: 10_000, messageReconnectTimeout: MESSAGE_TIMEOUT_MS });
    // back online: try at once, not after the back-off (up to 10 s) of the attempts made offline
    const stop = onWindow('online', () => ws.status !== 'connected' && void ws.connect());
    s = { ws, users: 0, stop };
    sockets.set(url, s);
  }
  s.users++;
  return s.ws;
}

function release(sockets: Pool, url: string): void {
  const s = sockets.get(url);
  if (!s || --s.users > 0) return;
  sockets.delete(url);
  s.stop();
  s.ws.destroy();
}

export interface Link {
  provider: HocuspocusProvider;
  close(): void;
}

export interface LinkEvents {
  onChange(): void;
  onDenied(reason: string): void;
  onStateless?(payload: string): void;
  /** the server closed this document (not the socket), e.g. 'document-too-large' */
  onClosed?(reason: string): void;
}

/** A provider for `name` on `server`, attached at once. */
export function connect(pool: Pool, server: string, name: string, token: string, doc: Y.Doc, events: LinkEvents): Link {
  const provider = new HocuspocusProvider({
    websocketProvider: socket(pool, server),
    name,
    token,
    document: doc,
    onStatus: () => events.onChange(),
    onSynced: () => events.onChange(),
    onUnsyncedChanges: () => events.onChange(),
    onAuthenticated: () => events.onChange(),
    onAuthenticationFailed: ({ reason }) => events.onDenied(reason),
    onStateless: ({ payload }) => events.onStateless?.(payload),
    onDisconnect: () => events.onChange(),
    onClose: ({ event }) => {
      if (event.reason) events.onClosed?.(event.reason);
    },
  });
  provider.attach();
  // the browser going offline or back is a change of this link's state (isSettled)
  const stops = [onWindow('offline', () => events.onChange()), onWindow('online', () => events.onChange())];
  let closed = false;
  return {
    provider,
    close() {
      if (closed) return;
      closed = true;
      for (const stop of stops) stop();
      provider.destroy();
      release(pool, server);
    },
  };
}

/** connected, synced and nothing waiting to be sent (never while the browser says it is offline) */
export function isSettled(p: HocuspocusProvider): boolean {
  return p.isSynced && !p.hasUnsyncedChanges && p.configuration.websocketProvider.status === 'connected' && !browserOffline();
}

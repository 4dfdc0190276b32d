import { describe, expect, it } from 'vitest';
import { outdatedTimeout } from 'y-protocols/awareness';
import { MESSAGE_TIMEOUT_MS, checkServer, normaliseServer } from './connection';

describe('a sync server address as a player types it', () => {
  it('keeps ws:// and wss://, turns http(s):// into ws(s)://, refuses anything else', () => {
    expect(normaliseServer(' wss://sync.example.cz/ ', 'https:')).toBe('wss://sync.example.cz');
    expect(normaliseServer('ws://192.168.1.5:1234', 'https:')).toBe('ws://192.168.1.5:1234');
    expect(normaliseServer('https://sync.example.cz', 'http:')).toBe('wss://sync.example.cz');
    expect(normaliseServer('http://192.168.1.5:1234', 'https:')).toBe('ws://192.168.1.5:1234');
    expect(normaliseServer('ftp://x', 'https:')).toBeNull();
    expect(normaliseServer('   ', 'https:')).toBeNull();
    expect(normaliseServer('nic tu', 'http:')).toBeNull();
  });

  it('gives a bare host:port the page’s security: wss:// on https, ws:// on a home network’s http', () => {
    expect(normaliseServer('sync.example.cz', 'https:')).toBe('wss://sync.example.cz');
    expect(normaliseServer('192.168.1.5:1234', 'http:')).toBe('ws://192.168.1.5:1234');
    expect(normaliseServer('192.168.1.5:1234', 'https:')).toBe('wss://192.168.1.5:1234');
  });

  it('refuses, saying why, an address no server answers at: a lone word, ws:// from an https page', () => {
    expect(checkServer('  ', 'https:')).toEqual({ ok: false, error: 'noServer' });
    expect(checkServer('ftp://x', 'https:')).toEqual({ ok: false, error: 'badServer' });
    expect(checkServer('nope', 'https:')).toEqual({ ok: false, error: 'serverNoDomain', host: 'nope' });
    expect(checkServer('http://nope', 'http:')).toEqual({ ok: false, error: 'serverNoDomain', host: 'nope' });
    expect(checkServer('http://sync.example.cz', 'https:')).toEqual({ ok: false, error: 'insecureServer' });
    expect(checkServer('ws://192.168.1.5:1234', 'https:')).toEqual({ ok: false, error: 'insecureServer' });
    // a home network's page on http, a named machine with its port, this device itself
    expect(checkServer('http://192.168.1.5:1234', 'http:')).toEqual({ ok: true, url: 'ws://192.168.1.5:1234' });
    expect(checkServer('nas:1234', 'http:')).toEqual({ ok: true, url: 'ws://nas:1234' });
    expect(checkServer('ws://localhost:1234', 'https:')).toEqual({ ok: true, url: 'ws://localhost:1234' });
    expect(checkServer('ws://127.0.0.1:1234', 'https:')).toEqual({ ok: true, url: 'ws://127.0.0.1:1234' });
    expect(checkServer('ws://[::1]:1234', 'https:')).toEqual({ ok: true, url: 'ws://[::1]:1234' });
    expect(checkServer('sync.example.cz', 'https:')).toEqual({ ok: true, url: 'wss://sync.example.cz' });
  });
});

describe('an idle connection', () => {
  it('is not taken for dead between two awareness renewals (every half of outdatedTimeout, checked each tenth)', () => {
    const longestGap = outdatedTimeout / 2 + outdatedTimeout / 10;
    expect(MESSAGE_TIMEOUT_MS).toBeGreaterThan(longestGap * 1.5);
  });
});

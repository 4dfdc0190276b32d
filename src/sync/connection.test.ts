import { describe, expect, it } from 'vitest';
import { normaliseServer } from './connection';

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
});

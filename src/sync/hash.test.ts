import { describe, expect, it } from 'vitest';
import { deviceLink, parseSyncHash, tableLink } from './index';

const KEY = 'a'.repeat(43);

describe('parseSyncHash', () => {
  it('reads a device link and a table link', () => {
    expect(parseSyncHash(`#sync=${KEY}&server=${encodeURIComponent('wss://sync.example.cz')}`)).toEqual({ kind: 'device', key: KEY, server: 'wss://sync.example.cz' });
    expect(parseSyncHash(`#stul=${KEY}&server=ws%3A%2F%2F127.0.0.1%3A1234`)).toEqual({ kind: 'table', key: KEY, server: 'ws://127.0.0.1:1234' });
  });

  it('a table link carries the name of the table in its query, where older apps ignore it', () => {
    const link = new URL(tableLink('https://grimoar.example/', KEY, 'wss://x', ' Středa u Karla '));
    expect(parseSyncHash(link.hash, link.search)).toEqual({ kind: 'table', key: KEY, server: 'wss://x', name: 'Středa u Karla' });
    // the hash alone is what an app without names reads: still a whole link
    expect(parseSyncHash(link.hash)).toEqual({ kind: 'table', key: KEY, server: 'wss://x' });
    expect(parseSyncHash(`#sync=${KEY}&server=wss%3A%2F%2Fx`, '?nazev=A')).toEqual({ kind: 'device', key: KEY, server: 'wss://x' });
    expect(parseSyncHash(`#stul=${KEY}&server=wss%3A%2F%2Fx`, `?nazev=${'x'.repeat(200)}`)).toMatchObject({ name: 'x'.repeat(80) });
  });

  it('a device link carries the id of its character in its query, where older apps ignore it', () => {
    const link = new URL(deviceLink('https://grimoar.example', KEY, 'wss://x', 'c-1'));
    expect(parseSyncHash(link.hash, link.search)).toEqual({ kind: 'device', key: KEY, server: 'wss://x', character: 'c-1' });
    expect(parseSyncHash(link.hash)).toEqual({ kind: 'device', key: KEY, server: 'wss://x' });
    expect(parseSyncHash(`#stul=${KEY}&server=wss%3A%2F%2Fx`, '?postava=c-1')).toEqual({ kind: 'table', key: KEY, server: 'wss://x' });
  });

  it('says a sync or table link that was cut short or changed is broken', () => {
    for (const hash of [`#sync=${KEY.slice(0, 30)}&server=wss%3A%2F%2Fx`, `#sync=${KEY}`, `#stul=${KEY}&server=`, `#sync=${KEY}&server=https%3A%2F%2Fx`, `#sync=${KEY}&server=wss%3A%2F%2F`, `#sync=${KEY}&server=%E0%A4%A`, `#sync=${KEY}&server=ws%3A%2F%2F127.0.0.1%3A4471%20Ahoj`, `#stul=${KEY}&server=ws%3A%2F%2F127.0.0`])
      expect(parseSyncHash(hash), hash).toEqual({ kind: 'broken' });
  });

  it('a whole address stays as written: a port, a path, a default port, a trailing slash', () => {
    for (const server of ['ws://127.0.0.1:1234', 'wss://sync.example.cz/grimoar', 'wss://Sync.Example.cz:443', 'wss://sync.example.cz/'])
      expect(parseSyncHash(`#sync=${KEY}&server=${encodeURIComponent(server)}`), server).toEqual({ kind: 'device', key: KEY, server });
  });

  it('leaves every other address alone', () => {
    for (const hash of ['', '#', '#main', '#import=abc', '#synchro']) expect(parseSyncHash(hash), hash).toBeNull();
  });
});

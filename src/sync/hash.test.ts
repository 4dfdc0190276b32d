import { describe, expect, it } from 'vitest';
import { parseSyncHash } from './index';

const KEY = 'a'.repeat(43);

describe('parseSyncHash', () => {
  it('reads a device link and a table link', () => {
    expect(parseSyncHash(`#sync=${KEY}&server=${encodeURIComponent('wss://sync.example.cz')}`)).toEqual({ kind: 'device', key: KEY, server: 'wss://sync.example.cz' });
    expect(parseSyncHash(`#stul=${KEY}&server=ws%3A%2F%2F127.0.0.1%3A1234`)).toEqual({ kind: 'table', key: KEY, server: 'ws://127.0.0.1:1234' });
  });

  it('a table link may carry the name of the table (a device link never does)', () => {
    expect(parseSyncHash(`#stul=${KEY}&server=wss%3A%2F%2Fx&name=${encodeURIComponent(' Středa u Karla ')}`)).toEqual({ kind: 'table', key: KEY, server: 'wss://x', name: 'Středa u Karla' });
    expect(parseSyncHash(`#stul=${KEY}&server=wss%3A%2F%2Fx&name=`)).toEqual({ kind: 'table', key: KEY, server: 'wss://x' });
    expect(parseSyncHash(`#sync=${KEY}&server=wss%3A%2F%2Fx&name=A`)).toEqual({ kind: 'device', key: KEY, server: 'wss://x' });
    expect(parseSyncHash(`#stul=${KEY}&server=wss%3A%2F%2Fx&name=${'x'.repeat(200)}`)).toMatchObject({ name: 'x'.repeat(80) });
  });

  it('says a sync or table link that was cut short or changed is broken', () => {
    for (const hash of [`#sync=${KEY.slice(0, 30)}&server=wss%3A%2F%2Fx`, `#sync=${KEY}`, `#stul=${KEY}&server=`, `#sync=${KEY}&server=https%3A%2F%2Fx`, `#sync=${KEY}&server=wss%3A%2F%2F`, `#sync=${KEY}&server=%E0%A4%A`])
      expect(parseSyncHash(hash), hash).toEqual({ kind: 'broken' });
  });

  it('leaves every other address alone', () => {
    for (const hash of ['', '#', '#main', '#import=abc', '#synchro']) expect(parseSyncHash(hash), hash).toBeNull();
  });
});

// The sync records as stored: a table's `shared` mark (its character's document says it already,
// sync/seats.ts) is kept; records of older versions, which never had it, load whole without it — a
// missing mark means "not told yet", so such a device tells its other devices on its first start.
import { decodeSyncData, syncText } from './sync-store';

const J = 'j'.repeat(43);
const K = 'k'.repeat(43);
const S = 'wss://sync.example.org';

describe('sync records', () => {
  it('load a table of an older version without the mark, whole and not damaged', () => {
    const old = JSON.stringify({ characters: { umara: { key: K, server: S, tables: [{ join: J, server: S, state: 'joined', name: 'Středa' }] } }, leaving: [], tables: [], server: S, rev: 3 });
    const { data, damaged } = decodeSyncData(old);
    expect(damaged).toBe(false);
    expect(data.characters.umara.tables).toEqual([{ join: J, server: S, state: 'joined', name: 'Středa' }]);
  });

  it('keep the mark through a write, and only a true one', () => {
    const tables = [
      { join: J, server: S, state: 'joined' as const, shared: true as const },
      { join: 'x'.repeat(43), server: S, state: 'joining', shared: 'yes' },
    ];
    const text = syncText({ characters: { umara: { key: K, server: S, tables: tables as never } }, leaving: [], tables: [], server: S });
    const back = decodeSyncData(text).data.characters.umara.tables;
    expect(back[0].shared).toBe(true);
    expect(back[1]).toEqual({ join: 'x'.repeat(43), server: S, state: 'joining' });
  });
});

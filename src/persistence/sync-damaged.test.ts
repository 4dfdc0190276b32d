// Device-sync records (`grimoar:sync`) that cannot be read hold device keys this device may have no
// other copy of: they are backed up before anything is written over them, the player is told once,
// and sync starts afresh with what could be read.
import { SharedStore, quotaError } from '../testing/fake-storage';
import { createSyncRecords } from './sync-records';
import { SYNC_KEY, decodeSyncData } from './sync-store';
import { BACKUP_PREFIX } from './keys';
import { initialStatus, usePersistenceStatus } from './status';
import { FakeLocks } from '../testing/fake-tabs';

const KEY = 'k'.repeat(43);
const AT = new Date('2026-12-05T19:30:00.000Z');
const BACKUP = `${BACKUP_PREFIX}${AT.toISOString()}`;
const record = { key: KEY, server: 'wss://sync.example.cz', tables: [] };
/** the records storage holds */
const storedRecords = (view: Storage) => decodeSyncData(view.getItem(SYNC_KEY)).data;

/** What storage may hold: cut short mid-write, or valid JSON of another shape. */
const FIXTURES = {
  cutShort: `{"characters":{"umara":{"key":"${KEY}","server":"wss://sync.exa`,
  notJson: 'grimoar sync',
  array: JSON.stringify([{ umara: record }]),
  charactersList: JSON.stringify({ characters: [record], server: 'wss://sync.example.cz' }),
  badRecord: JSON.stringify({ characters: { umara: { key: 5, server: 'wss://sync.example.cz' }, mirek: record }, rev: 3 }),
  leavingNotList: JSON.stringify({ characters: { mirek: record }, leaving: { key: KEY } }),
};

function setup(text: string) {
  const shared = new SharedStore();
  shared.map.set(SYNC_KEY, text);
  return { shared, view: shared.view() };
}
const flush = () => new Promise((r) => setTimeout(r, 5));

beforeEach(() => usePersistenceStatus.setState(initialStatus(), true));

describe('damaged sync records', () => {
  it.each(Object.entries(FIXTURES))('are seen as damaged, not as empty: %s', (_name, text) => {
    expect(decodeSyncData(text).damaged).toBe(true);
  });

  it('intact records (and none) are not damaged', () => {
    expect(decodeSyncData(null).damaged).toBe(false);
    expect(decodeSyncData(JSON.stringify({ characters: { mirek: { ...record, tables: [{ join: KEY, server: record.server, state: 'joined', name: 'Středa' }] } }, leaving: [], tables: [], server: record.server, rev: 4 })).damaged).toBe(false);
  });

  it.each([
    ['cutShort', FIXTURES.cutShort],
    ['notJson', FIXTURES.notJson],
    ['array', FIXTURES.array],
    ['charactersList', FIXTURES.charactersList],
  ])('%s: backed up before anything is written, said once, then sync starts afresh', async (_name, text) => {
    const { shared, view } = setup(text);
    const records = createSyncRecords(view, { now: () => AT });
    await flush();
    // the text whole under a backup key (listed in Settings), written before the records key went
    expect(shared.map.get(BACKUP)).toBe(text);
    expect(shared.log).toEqual([BACKUP, `-${SYNC_KEY}`]);
    expect(usePersistenceStatus.getState().syncDamaged).toEqual({ backupKey: BACKUP });
    expect(records.data().characters).toEqual({});
    // the next start finds nothing to say
    usePersistenceStatus.setState({ syncDamaged: null });
    expect(await records.change((d) => void (d.characters = { mirek: record }))).toBe(true);
    createSyncRecords(view, { now: () => AT }).dispose();
    await flush();
    expect(usePersistenceStatus.getState().syncDamaged).toBeNull();
    expect(storedRecords(view).characters).toEqual({ mirek: record });
    expect(shared.map.get(BACKUP)).toBe(text);
    records.dispose();
  });

  it('a record that had to be dropped: backed up, and the readable ones are kept', async () => {
    const { shared, view } = setup(FIXTURES.badRecord);
    const records = createSyncRecords(view, { now: () => AT, locks: new FakeLocks() });
    expect(records.data().characters).toEqual({ mirek: record });
    await flush();
    expect(shared.map.get(BACKUP)).toBe(FIXTURES.badRecord);
    expect(storedRecords(view).characters).toEqual({ mirek: record });
    expect(decodeSyncData(shared.map.get(SYNC_KEY)!).damaged).toBe(false);
    expect(usePersistenceStatus.getState().syncDamaged).toEqual({ backupKey: BACKUP });
    records.dispose();
  });

  it('no room for the backup: nothing is written over the records, and the player is told', async () => {
    const { shared, view } = setup(FIXTURES.cutShort);
    shared.setError = quotaError('chrome');
    let refused = false;
    const records = createSyncRecords(view, { now: () => AT, onRefused: (r) => (refused = r) });
    await flush();
    expect(await records.change((d) => void (d.characters = { mirek: record }))).toBe(false);
    expect(shared.map.get(SYNC_KEY)).toBe(FIXTURES.cutShort);
    expect(refused).toBe(true);
    expect(usePersistenceStatus.getState().syncDamaged).toEqual({ backupKey: null });
    // room again: backed up, then written
    shared.setError = null;
    records.retry();
    await flush();
    expect(shared.map.get(BACKUP)).toBe(FIXTURES.cutShort);
    expect(storedRecords(view).characters).toEqual({ mirek: record });
    expect(usePersistenceStatus.getState().syncDamaged).toEqual({ backupKey: BACKUP });
    records.dispose();
  });

  it('damaged text another tab left after this one started is backed up before this tab writes over it', async () => {
    const shared = new SharedStore();
    const view = shared.view();
    const records = createSyncRecords(view, { now: () => AT });
    shared.map.set(SYNC_KEY, FIXTURES.leavingNotList);
    expect(await records.change((d) => void (d.characters.umara = record))).toBe(true);
    expect(shared.map.get(BACKUP)).toBe(FIXTURES.leavingNotList);
    expect(storedRecords(view).characters).toEqual({ mirek: record, umara: record });
    records.dispose();
  });

  it('intact records: no backup, nothing said', async () => {
    const { shared, view } = setup(JSON.stringify({ characters: { mirek: record }, leaving: [], tables: [], server: record.server, rev: 2 }));
    const records = createSyncRecords(view, { now: () => AT });
    await flush();
    expect([...shared.map.keys()].filter((k) => k.startsWith(BACKUP_PREFIX))).toEqual([]);
    expect(shared.log).toEqual([]);
    expect(usePersistenceStatus.getState().syncDamaged).toBeNull();
    records.dispose();
  });
});

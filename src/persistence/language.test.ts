// The UI language survives a main key that cannot be read: a copy of it lives in the bookkeeping key
// (meta.ts), so a corrupt or unreadable main key does not bring an English player's app up in Czech
// (nor does "start over" after it).
import { describe, expect, it } from 'vitest';
import { META_KEY, STORAGE_KEY } from './keys';
import { SharedStore, readStored } from '../testing/fake-storage';
import { WIZ, boot, seeded, status } from '../testing/boot';
import fixtureV1 from './migrations/fixtures/v1.json';

const language = (s: { getState(): { settings: { language: string } } }) => s.getState().settings.language;

/** Storage where an English player saved one character. */
async function english() {
  const shared = new SharedStore();
  const { store } = await boot(shared.view());
  store.getState().createCharacter(WIZ);
  store.getState().setLanguage('en');
  return shared;
}

describe('the language when the main key cannot be read', () => {
  it.each(['null', '{broken', '{"version":2,"state":{"activeChar'])('main key %s: the app comes up in English, writes nothing over it', async (raw) => {
    const shared = await english();
    shared.map.set(STORAGE_KEY, raw);
    const { store, ctl } = await boot(shared.view());
    expect(status().mode).toBe('corrupt');
    expect(language(store)).toBe('en');
    expect(shared.map.get(STORAGE_KEY)).toBe(raw);
    // "start over" keeps it
    ctl.startEmpty();
    expect(readStored(shared).state.settings.language).toBe('en');
  });

  it('a newer version that cannot be shown: English too', async () => {
    const shared = await english();
    shared.map.set(STORAGE_KEY, '{"version":99,"state":"?"}');
    const { store } = await boot(shared.view());
    expect(status().mode).toBe('readonly');
    expect(language(store)).toBe('en');
  });

  it('data saved in English before the copy existed gets it at its first load', async () => {
    const shared = seeded({ ...fixtureV1.state, settings: { language: 'en', theme: 'dark' } });
    await boot(shared.view());
    expect(JSON.parse(shared.map.get(META_KEY)!).language).toBe('en');
    shared.map.set(STORAGE_KEY, 'null');
    expect(language((await boot(shared.view())).store)).toBe('en');
  });

  it('a switch while the data cannot be read is kept by "start over" (not before); a Czech load writes nothing', async () => {
    const shared = await english();
    shared.map.set(STORAGE_KEY, 'null');
    const { store, ctl } = await boot(shared.view());
    store.getState().setLanguage('cs');
    expect(language((await boot(shared.view())).store)).toBe('en'); // nothing written in that state
    ctl.startEmpty();
    shared.map.set(STORAGE_KEY, 'null');
    expect(language((await boot(shared.view())).store)).toBe('cs');
    const czech = seeded(fixtureV1.state);
    await boot(czech.view());
    expect(czech.setCalls).toBe(0);
  });
});

it('another tab noting an export keeps the language copy this tab wrote', async () => {
  const shared = new SharedStore();
  const [ea, eb] = [new EventTarget(), new EventTarget()];
  const a = await boot(shared.view(ea), ea);
  const b = await boot(shared.view(eb), eb);
  a.store.getState().setLanguage('en');
  b.ctl.noteExported();
  expect(JSON.parse(shared.map.get(META_KEY)!)).toEqual({ lastExportAt: expect.any(String), language: 'en' });
});

// The GM's table with the sync layer replaced: the party arrives as watchTable reports it.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vlna } from '../../i18n/tools/vlna.mjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../testing/i18n';
import { loadCatalog } from '../../data/catalog';
import { newCharacter } from '../../store/defaults';
import type { PartyState } from '../../sync';
import type { ActiveEffect } from '../../rules';
import { PARTY_KEY, rememberParty, type PartyMemory } from '../../persistence/party-memory';
import { joinKeyOf, tableIdOf } from '../../sync/keys';
import TableScreen from './TableScreen';

const table = { gmKey: 'gm-key-0000000000', server: 'ws://sync.invalid', name: 'Středa', createdAt: '2026-12-05T00:00:00.000Z' };
let data = { tables: [table], server: table.server };
const listeners = new Set<() => void>();
let report: (s: PartyState) => void = () => {};
/** the server of every watchTable started, in order */
let watched: string[] = [];
/** the real watchTable runs (with this device's party memory), its reports still reach `report` */
let realWatch = false;
vi.mock('../../sync', async (original) => {
  const sync = await original<typeof import('../../sync')>();
  return {
    ...sync,
    syncEngine: () => ({
      data: () => data,
      subscribe: (cb: () => void) => {
        listeners.add(cb);
        return () => listeners.delete(cb);
      },
      // as the engine does: a new object each change, and the subscribers told
      update: (fn: (d: typeof data) => void) => {
        const next = structuredClone(data);
        fn(next);
        data = next;
        listeners.forEach((cb) => cb());
      },
    }),
    watchTable: (server: string, key: string, onChange: (s: PartyState) => void, memory: PartyMemory | null) => {
      watched.push(server);
      report = onChange;
      return realWatch ? sync.watchTable(server, key, onChange, memory) : () => {};
    },
  };
});

/** Rendered, with the catalog's load (already done: a resolved promise) applied inside act. */
async function renderLoaded() {
  await act(async () => {
    render(<TableScreen />);
  });
}

function member(doc: string, name: string, effects: ActiveEffect[]) {
  const c = newCharacter(name, [{ classId: 'cleric', level: 5 }]);
  return { doc, character: { ...c, caster: { ...c.caster, effects } }, problem: null, joinedAt: 0, online: true };
}

describe('TableScreen', () => {
  beforeAll(async () => {
    await act(() => setupTestI18n('cs'));
    await loadCatalog('cs');
  });
  beforeEach(() => {
    data = { tables: [table], server: table.server };
    watched = [];
  });

  it('marks the same spell on the same target from two characters: it does not add together', async () => {
    render(<TableScreen />);
    const bless = (target: string): ActiveEffect => ({ spellId: 'bless', target, endsAtRound: 10 });
    act(() =>
      report({
        connection: 'synced',
        seenAt: null,
        members: [member('d1', 'Jozan', [bless('Tordek')]), member('d2', 'Ariel', [bless('tordek'), { spellId: 'hb-x', target: 'Lia', endsAtRound: null }]), member('d3', 'Mialee', [bless('Lia')])],
      }),
    );
    const card = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name}`) });
    expect(await within(card('Jozan')).findByText('nesčítá se: totéž kouzlo od Ariel')).toBeInTheDocument();
    expect(within(card('Ariel')).getByText('nesčítá se: totéž kouzlo od Jozan')).toBeInTheDocument();
    expect(within(card('Mialee')).queryByText(/nesčítá se/)).toBeNull();
    // another player's custom spell is named in words, not by its id
    expect(within(card('Ariel')).getByText('Vlastní kouzlo hráče')).toBeInTheDocument();
  });

  it('numbers two custom spells of one player, so the GM tells them apart', async () => {
    render(<TableScreen />);
    const custom = (spellId: string, target: string): ActiveEffect => ({ spellId, target, endsAtRound: null });
    act(() => report({ connection: 'synced', seenAt: null, members: [member('d1', 'Ariel', [custom('hb-x', 'Lia'), custom('hb-y', 'Tordek')])] }));
    const card = within(await screen.findByRole('article', { name: /^Ariel/ }));
    expect(card.getByText('Vlastní kouzlo hráče 1')).toBeInTheDocument();
    expect(card.getByText('Vlastní kouzlo hráče 2')).toBeInTheDocument();
  });

  it("shows a sorcerer's Elemental Affinity resistance by its damage type, and an effect on the caster without an empty target", async () => {
    render(<TableScreen />);
    const effects: ActiveEffect[] = [{ spellId: 'fireball', target: '', endsAtRound: 600, resistance: 'fire' }, { spellId: 'bless', target: '', endsAtRound: 10 }];
    act(() => report({ connection: 'synced', seenAt: null, members: [member('d1', 'Ariel', effects)] }));
    const items = within(within(await screen.findByRole('article', { name: /^Ariel/ })).getByRole('region', { name: 'Účinky' })).getAllByRole('listitem');
    // Czech text binds one-letter words and numbers to the next word with a no-break space
    expect(items.map((li) => li.textContent?.replace(/\u00a0/g, ' '))).toEqual(['Odolnost vůči ohnivému zranění · Živelná spřízněnost, s kouzlem Ohnivá koule · zbývá 1 hodina', 'Požehnání · zbývá 1 minuta']);
  });

  it('says when the server does not answer, and at which address, instead of waiting forever', async () => {
    vi.useFakeTimers();
    try {
      await renderLoaded();
      act(() => report({ connection: 'pending', members: [], seenAt: null }));
      expect(screen.getByTestId('table-connection')).toHaveTextContent('Čeká na připojení');
      expect(screen.queryByTestId('table-unreachable')).toBeNull();
      act(() => vi.advanceTimersByTime(8_000));
      expect(screen.getByTestId('table-connection')).toHaveTextContent('Server neodpovídá');
      expect(screen.getByTestId('table-unreachable')).toHaveTextContent('Server ws://sync.invalid neodpovídá – zkontroluj jeho adresu');
      // the server answers: live again, the warning goes
      act(() => report({ connection: 'synced', members: [], seenAt: null }));
      expect(screen.getByTestId('table-connection')).toHaveTextContent('Živě');
      expect(screen.queryByTestId('table-unreachable')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the party last seen at once, marked as not live and since when, until the server answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      vi.setSystemTime(new Date(2026, 11, 5, 20, 30));
      await renderLoaded();
      const remembered = { ...member('d1', 'Jozan', []), remembered: true };
      act(() => report({ connection: 'pending', members: [remembered], seenAt: new Date(2026, 11, 5, 19, 42).getTime() }));
      const card = within(screen.getByRole('article', { name: /^Jozan/ }));
      expect(card.getByTestId('party-offline')).toHaveTextContent('Bez spojení se serverem – poslední známý stav');
      expect(screen.getByTestId('table-seen')).toHaveTextContent(/^Naposledy viděno v\s19:42$/);
      expect(screen.getByTestId('table-connection')).toHaveTextContent('Čeká na připojení');
      act(() => vi.advanceTimersByTime(8_000));
      expect(screen.getByTestId('table-connection')).toHaveTextContent('Server neodpovídá');
      // seen on another day: the day is said too
      act(() => report({ connection: 'pending', members: [remembered], seenAt: new Date(2026, 11, 4, 19, 42).getTime() }));
      expect(screen.getByTestId('table-seen')).toHaveTextContent(/^Naposledy viděno 4\.\s12\.\s2026 v\s19:42$/);
      // the server answers: live, the marks go
      act(() => report({ connection: 'synced', members: [member('d1', 'Jozan', [])], seenAt: Date.now() }));
      expect(screen.queryByTestId('table-seen')).toBeNull();
      expect(within(screen.getByRole('article', { name: /^Jozan/ })).queryByTestId('party-offline')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a card still from this device’s memory is marked even when the server is live', () => {
    render(<TableScreen />);
    act(() => report({ connection: 'synced', members: [{ ...member('d1', 'Jozan', []), remembered: true }], seenAt: Date.now() }));
    expect(within(screen.getByRole('article', { name: /^Jozan/ })).getByTestId('party-offline')).toHaveTextContent('poslední známý stav');
  });

  it('a character the player moved away stays moved in the party remembered while the server is down', async () => {
    realWatch = true;
    try {
      // both bless Tordek, but what this server knows of the one who moved no longer holds
      const bless: ActiveEffect = { spellId: 'bless', target: 'Tordek', endsAtRound: 10 };
      const doc = (c: string) => c.repeat(43);
      const at = (d: string, name: string, joinedAt: number) => {
        const m = member(d, name, [bless]);
        return { doc: d, joinedAt, character: { ...m.character, id: d } };
      };
      const umara = { ...at(doc('u'), 'Umara', 1), movedTo: 'wss://novy.example.cz' };
      rememberParty(tableIdOf(joinKeyOf(table.gmKey)), { seenAt: Date.now() - 60_000, members: [umara, at(doc('j'), 'Jozan', 2)] }, localStorage);
      await renderLoaded();
      const moved = within(screen.getByRole('article', { name: 'Umara' }));
      expect(moved.getByTestId('party-moved')).toHaveTextContent('Hráč postavu přestěhoval na server wss://novy.example.cz. Co o ní ví tento server, už neplatí.');
      expect(moved.queryByTestId('party-slot-1')).toBeNull();
      const here = within(screen.getByRole('article', { name: /^Jozan/ }));
      expect(here.getByTestId('party-offline')).toHaveTextContent('Bez spojení se serverem – poslední známý stav');
      expect(here.getByTestId('party-slot-1')).toBeVisible();
      expect(here.queryByText(/nesčítá/)).toBeNull();
    } finally {
      realWatch = false;
      localStorage.removeItem(PARTY_KEY);
    }
  });

  it('changes the table’s server: a bad address is said, a good one is kept and the table reconnects there', async () => {
    const user = userEvent.setup();
    render(<TableScreen />);
    expect(watched).toEqual(['ws://sync.invalid']);
    await user.click(screen.getByRole('button', { name: 'Změnit server' }));
    const field = screen.getByRole('textbox', { name: 'Nová adresa serveru' });
    expect(field).toHaveValue('ws://sync.invalid');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'ftp://sync.example.org');
    await user.click(screen.getByRole('button', { name: 'Uložit adresu' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tohle není adresa serveru (třeba wss://sync.example.org nebo 192.168.1.10:1234).');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(data.tables[0].server).toBe('ws://sync.invalid');
    expect(watched).toEqual(['ws://sync.invalid']);
    // a bare host:port takes the page's security (http here: ws://)
    await user.clear(field);
    await user.type(field, 'sync.example.org:1234{Enter}');
    expect(screen.queryByRole('textbox', { name: 'Nová adresa serveru' })).toBeNull();
    expect(data.tables[0]).toEqual({ ...table, server: 'ws://sync.example.org:1234' });
    expect(data.server).toBe('ws://sync.example.org:1234');
    expect(watched).toEqual(['ws://sync.invalid', 'ws://sync.example.org:1234']);
  });

  it('in English too, a bad address is said', async () => {
    const user = userEvent.setup();
    await act(() => setupTestI18n('en'));
    try {
      render(<TableScreen />);
      await user.click(screen.getByRole('button', { name: 'Change server' }));
      const field = screen.getByRole('textbox', { name: 'New server address' });
      await user.clear(field);
      await user.type(field, 'not a server{Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent('That is not a server address (for example wss://sync.example.org or 192.168.1.10:1234).');
    } finally {
      await act(() => setupTestI18n('cs'));
    }
  });

  it('a new table with a bad address puts focus on the address, which says why', async () => {
    data = { tables: [], server: '' };
    const user = userEvent.setup();
    render(<TableScreen />);
    await user.click(screen.getByRole('button', { name: 'Založit stůl' }));
    const field = screen.getByRole('textbox', { name: 'Adresa serveru' });
    // the button pressed changed nothing a screen reader would hear: the field it must fix does
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // an empty field asks for the address rather than calling nothing a bad one
    expect(field).toHaveAccessibleDescription('Zadej adresu serveru, který provozuje tvoje skupina (třeba wss://sync.example.org nebo 192.168.1.10:1234).');
    expect(data.tables).toEqual([]);
    await user.type(field, 'nic tu');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Založit stůl' }));
    expect(field).toHaveAccessibleDescription('Tohle není adresa serveru (třeba wss://sync.example.org nebo 192.168.1.10:1234).');
    expect(data.tables).toEqual([]);
    // a lone word parses as a URL, but no server answers there: said at once, not after a silent wait
    await user.clear(field);
    await user.type(field, 'http://nope');
    await user.click(screen.getByRole('button', { name: 'Založit stůl' }));
    expect(field).toHaveAccessibleDescription(vlna('„nope“ není celá adresa serveru: doplň doménu (třeba sync.example.org) nebo port (třeba nope:1234).'));
    expect(data.tables).toEqual([]);
    await user.clear(field);
    await user.type(field, 'nope:1234');
    await user.click(screen.getByRole('button', { name: 'Založit stůl' }));
    expect(data.tables).toMatchObject([{ server: 'ws://nope:1234' }]);
  });
});


// The GM's live view of a table: the roster document lists the characters shared to it; each is
// read from its own document, read-only, through the same validation as anything from the network.
// The party last seen is remembered on this device (persistence/party-memory.ts, handed in by the
// table screen): shown at once, marked as not live, until the server answers with the roster, which
// then decides who is there.
import * as Y from 'yjs';
import type { PartyMemory, RememberedMember } from '../persistence/party-memory';
import { newCharacter } from '../store/defaults';
import type { Character } from '../store/types';
import { connect, isSettled, newPool, sameServer, type Link } from './connection';
import { hasCharacter, movedAway, readCharacter } from './doc';
import { gmToken, joinKeyOf, rosterDoc, tableIdOf } from './keys';

export interface Member {
  /** the document id (stable for the table, says nothing about the player) */
  doc: string;
  character: Character | null;
  problem: 'loading' | 'invalid' | null;
  joinedAt: number;
  /** a device of the player has the character open (its Yjs awareness field `open`, sync/engine.ts),
   *  or it is too early to say; false: what the GM sees is the last state the server got */
  online: boolean;
  /** the character as this device last saw it, not (yet) from the server */
  remembered?: boolean;
  /** the player moved it to this server (its document here says so, doc.ts movedAway): what this
   *  server has of it is no longer current */
  movedTo?: string;
}
export interface PartyState {
  connection: 'pending' | 'synced' | 'denied';
  members: Member[];
  /** when the server last confirmed the party (ms since the epoch; also from an earlier visit);
   *  null: never on this device */
  seenAt: number | null;
}

/** A player's device renews its presence every 15 s (awareness protocol): after a connect, or after
 *  its last device went, a card waits this long before it says the player is not connected. */
const PRESENCE_GRACE_MS = 16_000;

/** While live, the remembered party is written at most this often (ms): players tap all evening,
 *  and a lost connection, a hidden page and a closed view write it at once anyway; only a crash
 *  can cost what changed in the last this many ms. */
const REMEMBER_MS = 10_000;
/** Tables closed on this page: a view still open for one must not remember it again. */
const forgotten = new Set<string>();

/** Forgets what this device remembers of the GM's table `gmKey` (the table is being closed). */
export function forgetTable(gmKey: string, memory: PartyMemory): void {
  const id = tableIdOf(joinKeyOf(gmKey));
  forgotten.add(id);
  memory.forget(id);
}

/** The party of the GM's table `gmKey` on `server`, reported to `onChange` at once and on every
 *  change; `memory`: where the party last seen is kept (none: nothing remembered). */
export function watchTable(server: string, gmKey: string, onChange: (s: PartyState) => void, memory: PartyMemory | null = null): () => void {
  // A socket per table view, never shared with another table: a character's document opens here
  // with this table's GM token, and the server closes it when the character leaves this table
  // ("left-table"), while another table showing it stays live (two-tables.test.ts). One name is
  // thus opened once per socket: `views` holds each document of the roster once.
  const pool = newPool();
  const token = gmToken(gmKey);
  const tableId = tableIdOf(joinKeyOf(gmKey));
  const roster = new Y.Doc();
  // hidden: a member who left; its document stays open for as long as the table is watched, as one
  // shown again (a player's "Vrátit") loads only on a connection that never closed (see sync below)
  const views = new Map<string, { doc: Y.Doc; link: Link; member: Member; gone: ReturnType<typeof setTimeout> | null; hidden: boolean }>();
  const last = memory?.read(tableId) ?? null;
  const remembered = new Map((last?.members ?? []).map((m) => [m.doc, m]));
  let seenAt = last?.seenAt ?? null;
  // the roster has come from the server: from then on it alone says who is at the table
  let heard = false;
  let live = false;
  let denied = false;
  let stopped = false;
  let rosterLink: Link | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let shown: Member[] = [];
  const save = () => {
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = null;
    if (!heard || forgotten.has(tableId)) return;
    if (live) seenAt = Date.now();
    const known = shown.flatMap((m): RememberedMember[] => (m.character ? [{ doc: m.doc, joinedAt: m.joinedAt, character: m.character, movedTo: m.movedTo }] : []));
    if (seenAt !== null) memory?.remember(tableId, { seenAt, members: known });
  };
  const emit = () => {
    if (stopped) return;
    const wasLive = live;
    live = !denied && !!rosterLink && isSettled(rosterLink.provider);
    heard ||= live || roster.getMap('members').size > 0;
    shown = (
      heard
        ? [...views.values()].filter((v) => !v.hidden).map((v) => v.member)
        : [...remembered.values()].map((m): Member => ({ doc: m.doc, character: m.character, problem: null, joinedAt: m.joinedAt, online: true, remembered: true, movedTo: m.movedTo }))
    ).sort((a, b) => a.joinedAt - b.joinedAt);
    if (live || wasLive) seenAt = Date.now();
    // the moment the connection drops is the last time the party was seen: written at once
    if (wasLive && !live) save();
    else if (live && !saveTimer) saveTimer = setTimeout(save, REMEMBER_MS);
    onChange({ connection: denied ? 'denied' : live ? 'synced' : 'pending', members: shown, seenAt });
  };
  const read = (v: { doc: Y.Doc; member: Member }) => {
    if (!hasCharacter(v.doc)) {
      // a remembered character stays on its card, moved or not, until its document arrives
      if (!v.member.remembered) v.member = { ...v.member, character: null, problem: 'loading', movedTo: movedAway(v.doc, server, sameServer) ?? undefined };
      return;
    }
    const movedTo = movedAway(v.doc, server, sameServer) ?? undefined;
    if (movedTo !== v.member.movedTo) v.member = { ...v.member, movedTo };
    const base = { ...newCharacter('', [{ classId: 'wizard', level: 1 }]), id: v.member.doc };
    const r = readCharacter(v.doc, v.member.character ?? base);
    v.member = r.ok ? { ...v.member, character: r.value, problem: null, remembered: false } : { ...v.member, character: null, problem: 'invalid', remembered: false };
  };
  const sync = () => {
    const members = roster.getMap('members');
    for (const v of views.values()) if (!members.has(v.member.doc)) v.hidden = true;
    for (const [doc, at] of members.entries()) {
      const had = views.get(doc);
      if (had?.hidden) Object.assign(had, { hidden: false, member: { ...had.member, joinedAt: typeof at === 'number' ? at : 0 } });
      if (had || !/^[A-Za-z0-9_-]{43}$/.test(doc)) continue;
      const d = new Y.Doc();
      const known = remembered.get(doc);
      const member: Member = { doc, character: known?.character ?? null, problem: known ? null : 'loading', joinedAt: typeof at === 'number' ? at : 0, online: true, remembered: !!known, movedTo: known?.movedTo };
      const v = { doc: d, link: null as unknown as Link, member, gone: null as ReturnType<typeof setTimeout> | null, hidden: false };
      v.link = connect(pool, server, `c.${doc}`, token, d, { onChange: emit, onDenied: () => undefined });
      const awareness = v.link.provider.awareness;
      // the GM only reads: it does not announce itself to the players' documents
      awareness?.setLocalState(null);
      const setOnline = (online: boolean) => {
        if (online === v.member.online) return;
        v.member = { ...v.member, online };
        emit();
      };
      const check = () => {
        const present = !!awareness && [...awareness.getStates()].some(([id, st]) => id !== awareness.clientID && (st as { open?: unknown } | null)?.open === true);
        if (present) {
          if (v.gone) clearTimeout(v.gone);
          v.gone = null;
          setOnline(true);
        } else v.gone ??= setTimeout(() => setOnline(false), PRESENCE_GRACE_MS);
      };
      awareness?.on('change', check);
      check();
      d.on('update', () => {
        read(v);
        emit();
      });
      views.set(doc, v);
    }
    emit();
  };
  roster.getMap('members').observe(sync);
  rosterLink = connect(pool, server, rosterDoc(tableId), token, roster, {
    onChange: emit,
    onDenied: () => {
      denied = true;
      emit();
    },
  });
  emit();
  // a page closed (or put away on a phone) while live: the party was seen until now
  const onHide = () => {
    if (live || saveTimer) save();
  };
  const onVisibility = () => document.visibilityState === 'hidden' && onHide();
  window.addEventListener('pagehide', onHide);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', onHide);
    document.removeEventListener('visibilitychange', onVisibility);
    onHide();
    stopped = true;
    for (const v of views.values()) {
      if (v.gone) clearTimeout(v.gone);
      v.link.close();
      v.doc.destroy();
    }
    rosterLink?.close();
    roster.destroy();
  };
}

// The GM's live view of a table: the roster document lists the characters shared to it; each is
// read from its own document, read-only, through the same validation as anything from the network.
import * as Y from 'yjs';
import { newCharacter } from '../store/defaults';
import type { Character } from '../store/types';
import { connect, isSettled, newPool, type Link } from './connection';
import { hasCharacter, readCharacter } from './doc';
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
}
export interface PartyState {
  connection: 'pending' | 'synced' | 'denied';
  members: Member[];
}

/** A player's device renews its presence every 15 s (awareness protocol): after a connect, or after
 *  its last device went, a card waits this long before it says the player is not connected. */
const PRESENCE_GRACE_MS = 16_000;

export function watchTable(server: string, gmKey: string, onChange: (s: PartyState) => void): () => void {
  const pool = newPool();
  const token = gmToken(gmKey);
  const roster = new Y.Doc();
  const views = new Map<string, { doc: Y.Doc; link: Link; member: Member; gone: ReturnType<typeof setTimeout> | null }>();
  let denied = false;
  let rosterLink: Link | null = null;
  const emit = () => {
    const members = [...views.values()].map((v) => v.member).sort((a, b) => a.joinedAt - b.joinedAt);
    onChange({ connection: denied ? 'denied' : rosterLink && isSettled(rosterLink.provider) ? 'synced' : 'pending', members });
  };
  const read = (v: { doc: Y.Doc; member: Member }) => {
    if (!hasCharacter(v.doc)) {
      v.member = { ...v.member, character: null, problem: 'loading' };
      return;
    }
    const base = { ...newCharacter('', [{ classId: 'wizard', level: 1 }]), id: v.member.doc };
    const r = readCharacter(v.doc, v.member.character ?? base);
    v.member = r.ok ? { ...v.member, character: r.value, problem: null } : { ...v.member, character: null, problem: 'invalid' };
  };
  const sync = () => {
    const members = roster.getMap('members');
    for (const [doc, v] of views)
      if (!members.has(doc)) {
        if (v.gone) clearTimeout(v.gone);
        v.link.close();
        v.doc.destroy();
        views.delete(doc);
      }
    for (const [doc, at] of members.entries()) {
      if (views.has(doc) || !/^[A-Za-z0-9_-]{43}$/.test(doc)) continue;
      const d = new Y.Doc();
      const v = { doc: d, link: null as unknown as Link, member: { doc, character: null, problem: 'loading', joinedAt: typeof at === 'number' ? at : 0, online: true } as Member, gone: null as ReturnType<typeof setTimeout> | null };
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
  rosterLink = connect(pool, server, rosterDoc(tableIdOf(joinKeyOf(gmKey))), token, roster, {
    onChange: emit,
    onDenied: () => {
      denied = true;
      emit();
    },
  });
  emit();
  return () => {
    for (const v of views.values()) {
      if (v.gone) clearTimeout(v.gone);
      v.link.close();
      v.doc.destroy();
    }
    rosterLink?.close();
    roster.destroy();
  };
}

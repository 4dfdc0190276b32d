// Grimoár's sync server: Hocuspocus (Yjs documents over WebSocket) with SQLite persistence, the
// Redis extension for several instances, capability tokens (tokens.mjs, auth.mjs) and per-socket
// limits (guard.mjs). `npm run server` starts it with the settings of config.mjs.
import { Server } from '@hocuspocus/server';
import { Database } from '@hocuspocus/extension-database';
import { Redis } from '@hocuspocus/extension-redis';
import RedisClient from 'ioredis';
import { pathToFileURL } from 'node:url';
import { readConfig } from './config.mjs';
import { openStore } from './store.mjs';
import { guardSockets } from './guard.mjs';
import { authorise, tableMessage } from './auth.mjs';
import { rosterDoc } from './tokens.mjs';
import { documentSizeCap } from './doc-size.mjs';

const MEMBERS = 'members';
/** Redis channel of "this character left that table" (every instance closes its GM connections). */
const LEFT_CHANNEL = 'grimoar:left';

/** A server that is not listening yet: `await s.listen()`, `await s.stop()`. */
export function createSyncServer(config = readConfig()) {
  const log = (event, detail = '') => {
    if (!config.quiet) console.log(`[grimoar-sync] ${event}${detail ? ` ${detail}` : ''}`);
  };
  const store = openStore(config.database);
  let hocuspocus = null;

  const closeGm = (tableId, doc) => {
    const d = hocuspocus?.documents.get(`c.${doc}`);
    for (const c of d?.getConnections() ?? []) if (c.context?.role === 'gm' && c.context.tableId === tableId) c.close({ code: 4403, reason: 'left-table' });
  };
  /** Changes the roster document of a table (the GM's list) through a direct connection. */
  const editRoster = (tableId, edit) =>
    void (async () => {
      const dc = await hocuspocus.openDirectConnection(rosterDoc(tableId), { role: 'server' });
      try {
        await dc.transact((d) => edit(d.getMap(MEMBERS)));
      } finally {
        await dc.disconnect();
      }
    })().catch((e) => log('roster-error', e instanceof Error ? e.message : String(e)));
  const roster = {
    add: (tableId, doc) => editRoster(tableId, (m) => m.has(doc) || m.set(doc, Date.now())),
    remove(tableId, doc) {
      closeGm(tableId, doc);
      // The GM may be connected to another instance: tell them all.
      void redis?.publish(LEFT_CHANNEL, JSON.stringify([tableId, doc])).catch(() => undefined);
      editRoster(tableId, (m) => m.delete(doc));
    },
  };

  const extensions = [
    new Database({
      fetch: async ({ documentName }) => store.fetch(documentName),
      store: async ({ documentName, state }) => store.store(documentName, state),
    }),
  ];
  let redis = null;
  let left = null;
  if (config.redisUrl) {
    redis = new RedisClient(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    redis.on('error', (e) => log('redis-error', e.message));
    const ext = new Redis({ redis, prefix: 'grimoar' });
    for (const c of [ext.pub, ext.sub]) c.on('error', (e) => log('redis-error', e.message));
    extensions.push(ext);
    left = redis.duplicate();
    left.on('error', (e) => log('redis-error', e.message));
    void left.subscribe(LEFT_CHANNEL).catch((e) => log('redis-error', e.message));
    left.on('message', (_channel, text) => {
      try {
        const [tableId, doc] = JSON.parse(text);
        if (typeof tableId === 'string' && typeof doc === 'string') closeGm(tableId, doc);
      } catch {
        /* not ours */
      }
    });
  }

  const server = new Server(
    {
      port: config.port,
      address: config.host,
      quiet: true,
      stopOnSignals: false,
      debounce: config.storeDebounceMs,
      maxDebounce: Math.max(config.storeDebounceMs * 5, 1000),
      extensions,
      async onConfigure({ instance }) {
        hocuspocus = instance;
      },
      async onUpgrade({ request, socket }) {
        const origin = String(request.headers.origin ?? '').replace(/\/+$/, '');
        if (config.origins.length === 0 || config.origins.includes(origin)) return;
        log('refused', `origin ${JSON.stringify(origin.slice(0, 100))}`);
        socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        socket.destroy();
        throw null; // handled: Hocuspocus stops here
      },
      async onRequest({ request, response }) {
        const ok = request.url === '/health';
        response.writeHead(ok ? 200 : 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(ok ? 'ok' : 'not found');
        throw null;
      },
      async onAuthenticate({ token, documentName, connectionConfig }) {
        try {
          const grant = authorise(store, token, documentName);
          connectionConfig.readOnly = grant.readOnly;
          return grant.context;
        } catch (e) {
          log('refused', `${e.reason ?? 'error'} ${documentName.slice(0, 12)}`);
          throw e;
        }
      },
      beforeHandleMessage: documentSizeCap(config.maxDocumentBytes, log),
      async onStateless({ connection, payload }) {
        try {
          const reply = tableMessage(store, roster, payload, connection.context);
          if (reply) connection.sendStateless(reply);
        } catch (e) {
          log('stateless-error', e instanceof Error ? e.message : String(e));
        }
      },
    },
    { maxPayload: config.maxMessageBytes },
  );
  guardSockets(server.webSocketServer, config, log);

  return {
    server,
    config,
    async listen() {
      await server.listen();
      log('listening', `ws://${config.host}:${server.address.port}`);
      return server.address.port;
    },
    async stop() {
      await server.destroy();
      // ws keeps accepted sockets open after close(): end them, as a process exit would.
      for (const ws of server.webSocketServer.clients) ws.terminate();
      server.httpServer.closeAllConnections?.();
      left?.disconnect();
      redis?.disconnect();
      store.close();
    },
  };
}

/** Run as `node server/index.mjs`: listen, log and keep running whatever a client sends. */
async function main() {
  const config = readConfig();
  const s = createSyncServer(config);
  process.on('unhandledRejection', (e) => console.error('[grimoar-sync] unhandled rejection', e));
  process.on('uncaughtException', (e) => console.error('[grimoar-sync] uncaught exception', e));
  const stop = async () => {
    await s.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (config.origins.length === 0) console.warn('[grimoar-sync] GRIMOAR_SYNC_ORIGINS is empty: any web page may connect (set it when hosting)');
  await s.listen();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();

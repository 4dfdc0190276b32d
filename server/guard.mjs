// Per-connection limits, checked before Hocuspocus reads a message: an average rate of messages and
// of bytes (token buckets holding 4 s of each), and how many documents one socket may open. A socket
// over a limit is closed (4429 / 4413); the browser's provider reconnects later with back-off.
import { decoding } from 'lib0';

const BURST_SECONDS = 4;

function bucket(perSecond) {
  let tokens = perSecond * BURST_SECONDS;
  let at = Date.now();
  return (cost) => {
    const now = Date.now();
    tokens = Math.min(perSecond * BURST_SECONDS, tokens + ((now - at) / 1000) * perSecond);
    at = now;
    tokens -= cost;
    return tokens >= 0;
  };
}

function documentName(data) {
  try {
    return decoding.readVarString(decoding.createDecoder(new Uint8Array(data)));
  } catch {
    return null;
  }
}

/** Watches every socket of `wss`; `log(event, detail)` hears what was refused. */
export function guardSockets(wss, config, log) {
  wss.on('connection', (ws) => {
    const messages = bucket(config.messagesPerSecond);
    const bytes = bucket(config.bytesPerSecond);
    const docs = new Set();
    let closed = false;
    const refuse = (code, reason) => {
      if (closed) return;
      closed = true;
      log('refused', reason);
      try {
        ws.close(code, reason);
      } catch {
        /* already gone */
      }
      setTimeout(() => ws.terminate(), 1000).unref();
    };
    // Hocuspocus re-emits messages it queued during authentication with one argument; the socket's
    // own receiver passes (data, isBinary). Only the latter are counted.
    ws.prependListener('message', (data, isBinary) => {
      if (isBinary === undefined || closed) return;
      const size = data?.length ?? 0;
      if (!messages(1) || !bytes(size)) return refuse(4429, 'rate-limit');
      const name = documentName(data);
      if (name !== null && !docs.has(name)) {
        docs.add(name);
        if (docs.size > config.maxDocumentsPerConnection) refuse(4413, 'too-many-documents');
      }
    });
  });
}

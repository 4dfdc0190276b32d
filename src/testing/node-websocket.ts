// The sync client under vitest runs on Node's `ws`. A browser's WebSocket closed while it is still
// connecting only fires an event at the page; `ws` emits 'error', and once the provider has let go of
// its handlers (destroyed on a server move or a close) nobody listens and the test run gets an
// uncaught exception, depending on timing. This socket always listens, as a page effectively does.
import WebSocket from 'ws';

class BrowserLikeWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => {});
  }
}

/** Gives the sync client (which uses the global WebSocket) a socket to run on in Node. */
export function useNodeWebSocket(): void {
  (globalThis as { WebSocket: unknown }).WebSocket = BrowserLikeWebSocket;
}

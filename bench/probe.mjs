// In-page instrumentation, installed with page.addInitScript before any app code runs. It exposes
// window.__bench and reports to two Playwright bindings: __benchReady (the watched screen is painted)
// and __benchDone (one interaction measured).
//
// One interaction = from the input event's own timestamp (keydown / beforeinput for a keystroke,
// pointerup / touchend for a tap — the finger lifts, which is when a tap acts: Event.timeStamp, the
// moment the browser received the input)
// to the end of the first frame that shows the LAST DOM change the input caused. A MutationObserver
// counts DOM changes; every frame we note (in requestAnimationFrame) how many changes exist, and a
// message posted from that rAF callback runs right after the frame's style/layout/paint, which is
// when we read the clock. The interaction is over after two frames in a row with no new change, so
// deferred renders, effects and the virtual list's follow-up renders are all included.
// Without any DOM change the end is the first frame after the input. A tap is not over before its
// click event has been dispatched.

/** @param {{ readySelector?: string, tapSelector?: string }} cfg */
export function probe(cfg) {
  const B = {
    armed: false,
    cur: null,
    samples: [],
    readyDom: 0,
    readyPaint: 0,
  };
  window.__bench = B;
  const now = () => performance.now();
  const afterPaint = (fn) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => fn(now());
      ch.port2.postMessage(null);
    });

  function frame(c) {
    requestAnimationFrame(() => {
      const m = c.mut;
      const ch = new MessageChannel();
      ch.port1.onmessage = () => {
        const t = now();
        if (m > c.paintedMut) {
          c.paintedMut = m;
          c.end = t;
          c.quiet = 0;
        } else c.quiet++;
        // A tap is answered at its click (after touchend): keep watching until the click came.
        const waiting = c.needClick && t - c.start < 2000;
        if (!waiting && (c.quiet >= 2 || t - c.start > 5000)) finish(c, t - c.start > 5000 || c.needClick);
        else frame(c);
      };
      ch.port2.postMessage(null);
    });
  }
  function finish(c, timedOut) {
    B.cur = null;
    const s = { type: c.type, start: c.start, handlerStart: c.handlerStart, end: c.end, latency: c.end - c.start, work: c.end - c.handlerStart, mutations: c.paintedMut, timedOut };
    B.samples.push(s);
    if (window.__benchDone) window.__benchDone(s);
  }
  const onStart = (e) => {
    if (!B.armed || B.cur) return;
    B.armed = false;
    const c = { type: e.type, start: e.timeStamp, handlerStart: now(), mut: 0, paintedMut: -1, end: 0, quiet: 0, needClick: e.type === 'pointerup' || e.type === 'touchend' };
    B.cur = c;
    frame(c);
  };
  for (const t of ['keydown', 'beforeinput', 'pointerup', 'touchend']) addEventListener(t, onStart, { capture: true, passive: true });
  addEventListener(
    'click',
    () => {
      if (B.cur) B.cur.needClick = false;
    },
    { capture: true, passive: true },
  );

  let readySent = false;
  const checkReady = () => {
    if (readySent || !cfg.readySelector || !document.querySelector(cfg.readySelector)) return;
    readySent = true;
    B.readyDom = now();
    afterPaint((t) => {
      B.readyPaint = t;
      const el = cfg.tapSelector ? document.querySelector(cfg.tapSelector) : null;
      const r = el?.getBoundingClientRect();
      // The next input (the harness's tap on this element) is measured.
      B.armed = true;
      if (window.__benchReady) window.__benchReady({ readyDom: B.readyDom, readyPaint: t, tap: r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null });
    });
  };

  new MutationObserver((list) => {
    if (B.cur) B.cur.mut += list.length;
    checkReady();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

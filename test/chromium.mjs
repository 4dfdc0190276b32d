// The Chromium that the e2e tests and the benchmark drive, and its flags (one list for both).
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium 156 loads the omnibox popup's WebUI (≈ 380 requests in its own renderer) for
  // a new window, beside the page under test: on 2 cores it slowed a first visit's paint by ≈ 30 %.
  // A phone's browser does no such thing while a page loads.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // a dialog or form parked in the tab's session storage (persistence/session-drafts) would reopen in the next test
  if (typeof window !== 'undefined') window.sessionStorage.clear();
});

// findBy/waitFor wait for what a screen shows next; on a loaded 2-core machine a lazy chunk or a
// layout pass can take seconds, so their default 1 s is a flake, not a check (the test timeout is
// the hang detector).
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: its scrollTo only reports "not implemented"
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

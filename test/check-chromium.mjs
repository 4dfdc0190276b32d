// Fails loudly (never skips) when the Chromium that the e2e tests and the benchmark drive is missing.
import { existsSync } from 'node:fs';
import { CHROMIUM as path } from './chromium.mjs';

if (!existsSync(path)) {
  console.error(`\n✗ Chromium not found at ${path}.\n  Install it: apt-get update && apt-get install -y --no-install-recommends chromium\n  or point CHROMIUM_PATH at a Chromium/Chrome binary.\n`);
  process.exit(1);
}

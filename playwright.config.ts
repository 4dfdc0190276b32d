import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './test/chromium.mjs';

export const chromiumLaunch = { executablePath: CHROMIUM, args: CHROMIUM_ARGS };

// Several people may run e2e at once on one machine: E2E_PORT / E2E_DIST give each its own server.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'cs-CZ',
    launchOptions: chromiumLaunch,
    trace: 'off',
    // The service worker would bypass page.route mocks and show its "ready offline" note in every
    // test; pwa.spec.ts and pwa-update.spec.ts turn it back on for themselves.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch, channel: undefined } },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${dist}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

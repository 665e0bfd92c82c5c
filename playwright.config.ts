import { defineConfig, devices } from '@playwright/test';
import { consentGivenState } from './client/e2e/support/consent.ts';
import { e2eBaseUrl as baseURL, e2eDatabaseUrl as databaseUrl, e2ePort as port, e2eRedisKeyPrefix } from './client/e2e/support/e2e-env.ts';

const adminUrl = Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString();
const databaseName = new URL(databaseUrl).pathname.slice(1);

/**
 * Browser suite: Debian's Chromium against the app started exactly as `npm start` starts it,
 * on its own port, database and Redis key prefix so it never touches a developer's data.
 * Two workers, and the tests of one file spread over both: every test makes its own people and
 * data and reads nobody else's (docs/development.md, "Browser suite").
 */
export default defineConfig({
  testDir: 'client/e2e',
  outputDir: 'test-results',
  globalSetup: './client/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two workers share two cores with the app, its workers and two browsers, so a page may take a
  // few seconds longer to answer than on one worker. Waiting longer costs nothing when it passes.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Every context, also those a test opens itself, starts as a visitor who answered the cookie
    // question; client/e2e/legal-pages.spec.ts starts without it to test the question itself.
    storageState: consentGivenState,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Calls: a fake camera and microphone, and WebRTC between two pages of this machine. Whether
        // a page may use them is still the context's permission (granted or not per test).
        '--use-fake-device-for-media-stream',
        '--allow-loopback-in-peer-connection',
      ],
    },
  },
  projects: [
    // A test tagged @phone is about the phone layout: it runs once, on the phone.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    // Starts from an empty database, so `npm start` migrates and seeds as on a newcomer's machine.
    command: `psql "${adminUrl}" -qc 'drop database if exists "${databaseName}" with (force)' && node server/cli/start.ts`,
    url: `${baseURL}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      APP_ORIGIN: baseURL,
      DATABASE_URL: databaseUrl,
      REDIS_KEY_PREFIX: e2eRedisKeyPrefix,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Every browser of the suite calls from one address, as no real crowd of customers would;
      // the limit itself is tested against the API.
      RATE_LIMIT_MAX: '100000',
      // Two browsers of one machine reach each other directly; no STUN server is reachable here.
      ICE_SERVERS: '[]',
    },
  },
});

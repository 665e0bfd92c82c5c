import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,client}/**/*.test.{ts,tsx}'],
          exclude: ['node_modules/**', 'dist/**', 'client/e2e/**'],
          environment: 'node',
          // A test that walks a whole form with userEvent in jsdom takes a few seconds alone and
          // several times that while the integration tests share a two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{server,workers}/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 20_000,
          // Building and closing an app (database pool, queues, sockets, a listening port) can take
          // tens of seconds on a loaded two-core machine; a real hang still fails here.
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

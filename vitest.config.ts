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

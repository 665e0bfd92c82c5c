import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{server,workers,shared,client}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'client/e2e/**'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

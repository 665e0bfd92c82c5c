import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

// The brand name is configuration (APP_NAME); Vite exposes VITE_* variables to the client and index.html.
process.env.VITE_APP_NAME ||= process.env.APP_NAME || 'Tjenestetorget';

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      // simple-peer's stream library reaches Node's `events` through this wrapper; in the browser
      // the wrapper's pure JavaScript emitter (its React Native choice) stands in.
      'events-universal': 'bare-events',
    },
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            // Other libraries go with the pages that use them: one catch-all vendor chunk would put
            // every page's libraries in the front page's first download.
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});

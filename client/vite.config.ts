import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin.ts';
import { routerPreload } from './build/router-preload-plugin.ts';
import { scriptsAfterContent } from './build/scripts-after-content-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

// The brand name is configuration (APP_NAME); Vite exposes VITE_* variables to the client and index.html.
process.env.VITE_APP_NAME ||= process.env.APP_NAME || 'Tjenestetorget';

/** The public pages' renderer, loaded by the server (`client/ssr/entry-server.tsx`). */
const serverBuild = {
  ssr: fileURLToPath(new URL('./ssr/entry-server.tsx', import.meta.url)),
  outDir: fileURLToPath(new URL('../dist/ssr', import.meta.url)),
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
};

/**
 * React Router's package resolves to its development build under every condition Vite uses; a
 * build for production takes its production build instead (no development checks and warnings,
 * smaller, and quicker to set up its routes when a page starts).
 */
const routerProductionBuild = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  root,
  publicDir: 'public',
  // The server bundle (the public pages rendered on the server) needs no styles or compressed copies.
  // The server bundle carries its libraries, built for production like the browser's: React's
  // development build renders several times slower, whatever NODE_ENV the server runs with.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), routerPreload('/client/app/router-app.ts'), scriptsAfterContent(), precompress()],
  resolve: {
    alias: [
      // simple-peer's stream library reaches Node's `events` through this wrapper; in the browser
      // the wrapper's pure JavaScript emitter (its React Native choice) stands in.
      { find: 'events-universal', replacement: 'bare-events' },
      ...(command === 'build' ? routerProductionBuild : []),
    ],
  },
  build: isSsrBuild ? serverBuild : {
    outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // A lazy page's code asks for its modules itself once it arrives. Preloading them from script
    // as well costs Chromium milliseconds of main thread per module link on a phone, more than
    // the round trip it saves for a page of fifty modules. The page's own shell keeps its preloads.
    modulePreload: { resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []) },
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
}));

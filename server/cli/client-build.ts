import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { InlineConfig } from 'vite';

/** Newest modification time of any file below the folders (skips build output and dependencies). */
function newestChange(folders: string[]): number {
  let newest = 0;
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'e2e') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const folder of folders) if (existsSync(folder)) walk(folder);
  return newest;
}

/** The server's bundle (public pages rendered on the server) sits beside the browser's. */
export function serverEntryFor(distDir: string): string {
  return path.resolve(path.dirname(path.resolve(distDir)), 'ssr', 'entry-server.js');
}

const configFile = path.resolve('client/vite.config.ts');

/** Vite's settings for the server's bundle; `outDir` overrides where it goes (tests build their own). */
function pageRendererBuild(outDir?: string) {
  return { configFile, logLevel: 'warn' as const, build: { ssr: 'ssr/entry-server.tsx', ...(outDir ? { outDir } : {}) } };
}

/** The client needs building when there is no build or a source file is newer than it. */
export function clientBuildIsStale(distDir: string, sourceFolders = ['client', 'shared']): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index) || !existsSync(serverEntryFor(distDir))) return true;
  if (!sourceFolders.some((folder) => existsSync(folder))) return false;
  return newestChange(sourceFolders) > statSync(index).mtimeMs;
}

/**
 * Runs Vite builds, always as production builds (a test runner's NODE_ENV=test would otherwise
 * give a development JSX runtime). The server and the workers started after it keep the
 * environment they were given.
 */
async function viteBuilds(configs: InlineConfig[]): Promise<void> {
  const { build } = await import('vite');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const config of configs) await build(config);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Builds the client with Vite (a development dependency; production images build it ahead): the
 * browser's bundle, then the server's bundle of the same app that renders the public pages.
 */
export function buildClient(): Promise<void> {
  return viteBuilds([{ configFile, logLevel: 'warn' }, pageRendererBuild()]);
}

/** Builds only the server's bundle (the public pages' renderer) into `outDir`. */
export function buildPageRenderer(outDir: string): Promise<void> {
  return viteBuilds([pageRendererBuild(outDir)]);
}

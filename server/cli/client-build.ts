import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

/** The client needs building when there is no build or a source file is newer than it. */
export function clientBuildIsStale(distDir: string, sourceFolders = ['client', 'shared']): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  if (!sourceFolders.some((folder) => existsSync(folder))) return false;
  return newestChange(sourceFolders) > statSync(index).mtimeMs;
}

/** Builds the client with Vite (a development dependency; production images build it ahead). */
export async function buildClient(): Promise<void> {
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production in this process while building; the server and the workers
  // started after it must keep the environment they were given.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ configFile: path.resolve('client/vite.config.ts'), logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

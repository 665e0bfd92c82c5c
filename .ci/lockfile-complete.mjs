// Fails when package-lock.json names an optional dependency (another platform's binary) without
// an entry of its own: npm leaves such entries out when the registry it ran against did not
// serve them, and then `npm ci` on another machine refuses the lockfile or installs differently.
import { readFileSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));

/** Where npm would look for `name` required from the package at `from`: its own folder, then upwards. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

const missing = [];
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(location, name)) missing.push(`${location || '(root)'} -> ${name}`);
  }
}
if (missing.length) {
  console.error(`package-lock.json lacks ${missing.length} optional package(s); run npm install where the registry serves every platform:\n${missing.join('\n')}`);
  process.exit(1);
}
console.info('package-lock.json lists every optional package');

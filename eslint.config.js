import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * Which top-level code folder (and, on the client, which feature) a file belongs to.
 * Subpath imports (`#server/...`) and relative paths both resolve to a folder here.
 */
function locate(absolutePath) {
  const relative = path.relative(root, absolutePath).split(path.sep);
  const [layer, second, third] = relative;
  const feature = layer === 'client' && second === 'features' ? third : undefined;
  return { layer, feature };
}

function resolveSpecifier(specifier, fromFile) {
  const alias = /^#(client|server|workers|shared)\/(.*)$/.exec(specifier);
  if (alias) return path.join(root, alias[1], alias[2]);
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return undefined; // a package
}

/** Allowed dependencies between the code folders (see docs/architecture.md). */
const allowedLayers = {
  shared: ['shared'],
  server: ['server', 'shared'],
  workers: ['workers', 'server', 'shared'],
  client: ['client', 'shared'],
  migrations: ['migrations', 'server', 'shared'],
  bench: ['bench', 'server', 'shared'],
};

const importDirection = {
  meta: {
    type: 'problem',
    messages: {
      layer: '{{from}} may not import from {{to}} (allowed: {{allowed}}).',
      feature: 'Client feature "{{from}}" may not import feature "{{to}}"; compose them in client/app.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const here = locate(file);
    // Tests compose the whole system (a server test may run the real workers); code may not.
    const isTest = /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}server${path.sep}test${path.sep}`);
    const allowed = isTest && here.layer === 'server' ? [...allowedLayers.server, 'workers'] : allowedLayers[here.layer];
    if (!allowed) return {};
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, file);
      if (!target) return;
      const there = locate(target);
      if (!(there.layer in allowedLayers)) return;
      if (!allowed.includes(there.layer)) {
        context.report({
          node,
          messageId: 'layer',
          data: { from: here.layer, to: there.layer, allowed: allowed.join(', ') },
        });
        return;
      }
      if (here.feature && there.feature && here.feature !== there.feature) {
        context.report({ node, messageId: 'feature', data: { from: here.feature, to: there.feature } });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'import-direction': importDirection } } },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'local/import-direction': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Plain scripts the browser loads as they are (client/public).
  { files: ['client/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/vite.config.ts', 'client/e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);

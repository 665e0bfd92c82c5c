import type { Plugin, Rollup } from 'vite';

/** Marks the router's preloads in index.html: the server leaves them out of the front page's first download. */
export const routerPreloadAttribute = 'data-router';

/** The chunk of `module` and every chunk it imports, minus those `loaded` holds. */
function chunksOf(bundle: Rollup.OutputBundle, module: string, loaded: Set<string>): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
  if (!start) throw new Error(`No chunk holds ${module}.`);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (loaded.has(fileName) || files.includes(fileName)) return;
    files.push(fileName);
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
  };
  visit(start.fileName);
  return files;
}

/**
 * The app's entry imports its router when it starts (client/main.tsx), so that the front page can
 * do without it. Every other page needs it at once: index.html preloads the router's chunks as it
 * does the entry's, marked `data-router`, so no page waits for the entry before asking for them.
 */
export function routerPreload(routerModule: string): Plugin {
  return {
    name: 'router-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle, chunk }) => {
        if (!bundle || !chunk) return html;
        const entry = chunksOf(bundle, chunk.facadeModuleId ?? chunk.fileName, new Set());
        const links = chunksOf(bundle, routerModule, new Set(entry)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" ${routerPreloadAttribute}>`);
        return html.replace(/\n\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

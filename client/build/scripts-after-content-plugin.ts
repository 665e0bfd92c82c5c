import type { Plugin } from 'vite';

/**
 * Marks the app's scripts and their preloads `fetchpriority="low"`. The public pages arrive
 * rendered, so the first paint needs the markup, the styles and the font, not the code: at low
 * priority the code no longer competes with them for a slow phone connection, and still starts
 * downloading at once. (Pages the browser renders alone wait for the code either way.)
 */
export function scriptsAfterContent(): Plugin {
  return {
    name: 'scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}

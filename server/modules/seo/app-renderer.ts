import { existsSync } from 'node:fs';
import { Transform, type Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { isLanguage, languageCookieName, type Language } from '#shared/i18n/languages.ts';
import { serverEntryFor } from '#server/cli/client-build.ts';

/** What the client's server bundle (`client/ssr/entry-server.tsx`, built to `dist/ssr`) offers. */
export interface AppRenderer {
  rendersOnServer(pathname: string): boolean;
  renderPage(request: {
    url: string;
    language: Language;
    transport: (url: string, init: RequestInit) => Promise<Response>;
    cookies: string;
    onError?: (error: unknown) => void;
  }): Promise<{ pipe: (destination: Writable) => void; stateScript: string }>;
}

/** The server bundle sits beside the client build; without it (tests, an API-only image) pages render in the browser. */
export async function loadAppRenderer(clientDistDir: string): Promise<AppRenderer | null> {
  const entry = serverEntryFor(clientDistDir);
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as AppRenderer;
}

/** The page's language: a `?lng=` link first, then the choice the browser remembered in a cookie. */
export function pageLanguage(request: FastifyRequest): Language {
  const fromLink = new URL(request.url, 'http://localhost').searchParams.get('lng');
  const chosen = fromLink ?? request.cookies?.[languageCookieName] ?? '';
  const lower = chosen.toLowerCase();
  if (isLanguage(lower)) return lower;
  return lower.startsWith('en') ? 'en' : 'nb';
}

/**
 * The page's API calls answered by this server in-process, as the browser's would be: with the
 * visitor's cookie (signed in or not), language and address, so limits and access rules hold.
 */
export function inProcessTransport(request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    const answer = await request.server.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress: request.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304 && answer.body !== '';
    return new Response(hasBody ? answer.body : null, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

export const rootElement = '<div id="root"></div>';

/**
 * The shell around the rendered page: the text up to the root element's content, and from its
 * end on, with the page's state script just after the root element (outside what React
 * hydrates). The root is marked as hydrating until the app has taken it over (app.css), and
 * `<html lang>` names the page's language. The shell holds the empty root (`rootElement`).
 */
export function splitShell(shell: string, stateScript: string, language: Language): [string, string] {
  const at = shell.indexOf(rootElement);
  const before = shell.slice(0, at).replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  return [`${before}<div id="root" data-hydrating="">`, `</div>${stateScript}${shell.slice(at + rootElement.length)}`];
}

const appEntryScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const modulePreload = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;
/** The attribute the client build marks the router's preloads with (client/build/router-preload-plugin.ts). */
const routerPreload = /\sdata-router(?=[\s>])/;

/**
 * The shell of a page the server renders starts the app after the first paint
 * (`start-after-paint.js`) and drops the code's preloads: the page shows without code, and
 * fetching the code at once would hold up that paint on a slow connection. The preloaded
 * modules are handed to the script instead (`data-app-modules`), which fetches them together and
 * then starts them one task at a time. The browser takes these pages over without the router, so
 * the router's modules are handed over apart (`data-app-later`): they are fetched once the page
 * takes taps, ready for the visitor's first move to another page.
 */
export function startAfterPaint(shell: string): string {
  const entry = appEntryScript.exec(shell)?.[1];
  if (!entry) return shell;
  const preloads = [...shell.matchAll(modulePreload)];
  const later = (preload: RegExpExecArray) => routerPreload.test(preload[0]);
  const modules = preloads.filter((preload) => !later(preload)).map((preload) => preload[1]);
  const laterModules = preloads.filter(later).map((preload) => preload[1]);
  const laterAttribute = laterModules.length > 0 ? ` data-app-later="${laterModules.join(' ')}"` : '';
  return shell
    .replace(modulePreload, '')
    .replace(
      appEntryScript,
      `<script type="module" src="/start-after-paint.js" data-app-entry="${entry}" data-app-modules="${modules.join(' ')}"${laterAttribute}></script>`,
    );
}

/** A stream of the shell's text before the page, the page as React writes it, and the rest. */
export function framedPage(before: string, pipe: (destination: Writable) => void, after: string): Transform {
  const frame = new Transform({
    transform(chunk, _encoding, done) {
      done(null, chunk);
    },
    flush(done) {
      done(null, after);
    },
  });
  frame.push(before);
  pipe(frame);
  return frame;
}

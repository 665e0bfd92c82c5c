import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '#shared/i18n/languages.ts';

/** What a page rendered on the server hands to the browser, so the app hydrates with the same data. */
export type RenderedPageState = {
  /** The language the page was rendered in. */
  language: Language;
  /** TanStack Query's cache as it was when the page rendered. */
  queries: DehydratedState;
};

/** The id of the element that carries the state: a JSON script, which runs nothing and so needs no CSP exception. */
export const pageStateElementId = 'page-state';

const dateTag = '$date';

/**
 * JSON that keeps `Date` as `Date`: the API client turns date-times into dates, and a page must
 * hydrate with the very values it rendered with (strings kept as text stay text). `<` is escaped,
 * so no text in the data can end the script element.
 */
export function serializePageState(state: RenderedPageState): string {
  const json = JSON.stringify(state, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [dateTag]: value } : value;
  });
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function parsePageState(text: string): RenderedPageState {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      const text = (value as Record<string, unknown>)[dateTag];
      if (keys.length === 1 && typeof text === 'string') return new Date(text);
    }
    return value;
  }) as RenderedPageState;
}

/** The state script that goes after the rendered page. */
export function pageStateScript(state: RenderedPageState): string {
  return `<script id="${pageStateElementId}" type="application/json">${serializePageState(state)}</script>`;
}

/** The state of a page the server rendered, or null for a page the browser renders alone. */
export function readPageState(document: Document): RenderedPageState | null {
  const element = document.getElementById(pageStateElementId);
  if (!element?.textContent) return null;
  try {
    return parsePageState(element.textContent);
  } catch {
    return null;
  }
}

/**
 * True when `pathname` is `prefix` or lies below it, compared whole path segment by segment:
 * `/agent/bestillinger` is under `/agent`, `/agentur` is not.
 */
export function isUnderPath(pathname: string, prefix: string): boolean {
  const path = normalisePath(pathname);
  const base = normalisePath(prefix);
  if (base === '/') return true;
  return path === base || path.startsWith(`${base}/`);
}

export function isUnderAnyPath(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => isUnderPath(pathname, prefix));
}

/** Drops a trailing slash and repeated slashes so `/verify/` and `//verify` match `/verify`. */
function normalisePath(pathname: string): string {
  const collapsed = `/${pathname.split('/').filter(Boolean).join('/')}`;
  return collapsed.toLowerCase();
}

/** The parameters of a path a pattern with `:name` segments matches; null when it does not match. */
export type PathParams = Readonly<Record<string, string>>;

/**
 * Matches `pathname` against a pattern such as `/service/:id` as React Router matches a route
 * (whole path, case-insensitive, a trailing slash allowed, parameters URI-decoded), without the router.
 */
export function matchPathPattern(pattern: string, pathname: string): PathParams | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.replace(/\/$/, '').split('/').slice(1);
  if (!pathname.startsWith('/') || wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) {
      if (value === '') return null;
      params[segment.slice(1)] = decodeSegment(value);
    } else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

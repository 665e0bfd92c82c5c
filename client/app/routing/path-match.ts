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

/** Joins class names, skipping the falsy ones from conditions. */
export function cn(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' ');
}

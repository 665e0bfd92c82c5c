/**
 * A number as a person types it in Norwegian or English: spaces as thousands separators, comma
 * or point for decimals. `null` when it is not a plain non-negative number.
 */
export function parseDecimal(text: string, maxFractionDigits = 2): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const pattern = new RegExp(`^\\d+(\\.\\d{0,${maxFractionDigits}})?$`);
  if (!pattern.test(compact)) return null;
  return Number(compact);
}

/** Kroner as typed ("1 000,50") to whole øre, or `null`. */
export function parseKronerToOre(text: string): number | null {
  const kroner = parseDecimal(text, 2);
  if (kroner === null) return null;
  const ore = Math.round(kroner * 100);
  return Number.isSafeInteger(ore) ? ore : null;
}

/** Letters NFKD cannot take apart; Norwegian readers expect these spellings in an address. */
const transliterations: Record<string, string> = {
  æ: 'ae',
  ø: 'o',
  å: 'a',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  œ: 'oe',
};

const defaultMaxLength = 60;

/**
 * A readable, lower-case address part made of a-z, 0-9 and single hyphens, for provider and
 * service pages (`/leverandor/kari-vask-as`). æ, ø and å become ae, o and a; other accents are
 * dropped (é → e); apostrophes vanish so "Kari's" reads "karis". A slug longer than `maxLength`
 * is cut at a hyphen when one is near, so a word is not cut in half. Returns '' when nothing
 * readable is left; the caller then picks a fallback.
 */
export function slugify(text: string, maxLength = defaultMaxLength): string {
  if (!Number.isInteger(maxLength) || maxLength < 1) throw new RangeError('slugify needs a maxLength of at least 1');
  const slug = text
    .toLowerCase()
    .replace(/[æøåßđðþłœ]/g, (letter) => transliterations[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`´]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  // A hyphen in the last third keeps whole words; otherwise a hard cut is the lesser evil.
  const trimmed = lastHyphen >= maxLength * (2 / 3) ? cut.slice(0, lastHyphen) : cut;
  return trimmed.replace(/-+$/, '');
}

/**
 * `slugify(text)` with `-suffix` appended, the whole within `maxLength`, for slugs that must be
 * unique although titles repeat (two providers both offering "Flyttevask").
 */
export function slugWithSuffix(text: string, suffix: string, maxLength = defaultMaxLength): string {
  const tail = slugify(suffix, maxLength);
  if (!tail) return slugify(text, maxLength);
  const head = slugify(text, Math.max(1, maxLength - tail.length - 1));
  return head ? `${head}-${tail}` : tail;
}

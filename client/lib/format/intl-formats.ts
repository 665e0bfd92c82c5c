const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The format kept under `locale` and `options`, made by `make` the first time. */
function kept<Format>(formats: Map<string, Format>, locale: string, options: object, make: () => Format): Format {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * One Intl number format per locale and options, made on first use and kept: making one costs a
 * slow phone milliseconds (a page of service cards made one per price and rating), using one
 * costs next to nothing.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** One Intl date format per locale and options, kept like `numberFormat`. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

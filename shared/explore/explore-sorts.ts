/**
 * The orders browse and a provider's ratings offer, as plain values: the public pages offer and
 * check them without loading the schema library (the schemas build their enums from these).
 */
export const serviceSorts = ['popularity', 'price_high_low', 'price_low_high'] as const;
export type ServiceSort = (typeof serviceSorts)[number];

export const ratingSorts = ['latest', 'oldest', 'high_low', 'low_high'] as const;
export type RatingSort = (typeof ratingSorts)[number];

/** Whether `value` is one of `options`, e.g. a choice a select handed back. */
export function isOneOf<Option extends string>(options: readonly Option[], value: string): value is Option {
  return (options as readonly string[]).includes(value);
}

import { z } from 'zod';

/**
 * What a service or an add-on may cost, in øre. Free services are not offered on the
 * marketplace (a 0 kr booking has nothing to charge or pay out), and the ceiling keeps a mistyped
 * price (a few digits too many) from being published; both ends are named in the messages
 * `error.price.too_low` and `error.price.too_high`, which a test keeps in step with these numbers.
 */
export const servicePriceLimits = { minimumOre: 100, maximumOre: 100_000_000 } as const;

/**
 * A service's base price or an add-on's unit price in whole øre. A missing price asks for one;
 * anything that is not a number says so; a number out of range names the limit it broke, so a
 * person learns what to change instead of reading "Must be a number" for -500.
 */
export const servicePriceOreSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'error.price.required' : 'common.field.number') })
  .int({ error: 'common.field.number' })
  .min(servicePriceLimits.minimumOre, { error: 'error.price.too_low' })
  .max(servicePriceLimits.maximumOre, { error: 'error.price.too_high' });

import { balancePart } from '#shared/payments/checkout-price.ts';
import type { PaymentMethod } from '#shared/bookings/booking.schema.ts';
import type { SavedCard } from './payments-api.ts';

/**
 * How the customer means to pay. `option` is the picked choice (`card:<id>` for a saved card,
 * `card:new`, `invoice`); null until they pick, which means the default card or else a new one.
 */
export type PaymentChoice = { option: string | null; saveCard: boolean; useBalance: boolean };

export const initialPaymentChoice: PaymentChoice = { option: null, saveCard: false, useBalance: true };

export const newCardOption = 'card:new';
export const invoiceOption = 'invoice';
export const savedCardOption = (card: Pick<SavedCard, 'id'>) => `card:${card.id}`;

/** What the booking and pay calls take besides the terms. */
export type PaymentFields = { paymentMethod: PaymentMethod; savedCardId?: string; saveCard?: boolean; useBalance: boolean };

export type PaymentOptions = { cards: readonly SavedCard[]; invoiceAllowed: boolean; balanceOre: number };

/** The choice in effect: a pick that is no longer offered (a removed card, invoice not allowed) falls back. */
export function effectiveOption(choice: PaymentChoice, options: PaymentOptions): string {
  const offered = [...options.cards.map(savedCardOption), newCardOption, ...(options.invoiceAllowed ? [invoiceOption] : [])];
  if (choice.option && offered.includes(choice.option)) return choice.option;
  const preferred = options.cards.find((card) => card.isDefault) ?? options.cards[0];
  return preferred ? savedCardOption(preferred) : newCardOption;
}

export function paymentFields(choice: PaymentChoice, options: PaymentOptions): PaymentFields {
  const option = effectiveOption(choice, options);
  const useBalance = choice.useBalance && options.balanceOre > 0;
  if (option === invoiceOption) return { paymentMethod: 'invoice', useBalance };
  if (option === newCardOption) return { paymentMethod: 'card', saveCard: choice.saveCard, useBalance };
  return { paymentMethod: 'card', savedCardId: option.slice('card:'.length), useBalance };
}

/** The part of the price the balance pays: all of it at most. */
export function balanceToUse(priceOre: number, options: Pick<PaymentOptions, 'balanceOre'>, choice: Pick<PaymentChoice, 'useBalance'>): number {
  return balancePart(priceOre, options.balanceOre, choice.useBalance);
}

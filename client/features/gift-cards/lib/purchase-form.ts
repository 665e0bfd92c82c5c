import type { GiftCardPurchaseBody } from '#shared/payments/gift-card.schema.ts';
import { parseKronerToOre } from '../../../lib/parse-amount.ts';

/** The amounts offered with one click, in øre; anything else in whole kroner under "other amount". */
export const giftCardPresetsOre = [25_000, 50_000, 100_000] as const;

export type AmountChoice = `${(typeof giftCardPresetsOre)[number]}` | 'custom';

/** The buy form as typed. `amountOre` is the chosen preset (its problems show under the custom amount). */
export type PurchaseFormValues = {
  amountOre: AmountChoice;
  customKroner: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
};

export function initialPurchaseValues(today: string): PurchaseFormValues {
  return { amountOre: '50000', customKroner: '', recipientName: '', recipientEmail: '', message: '', deliverOn: today };
}

/** The amount in øre the form stands for; NaN when the custom amount is not a number, so the schema refuses it. */
export function chosenAmountOre(values: Pick<PurchaseFormValues, 'amountOre' | 'customKroner'>): number {
  if (values.amountOre !== 'custom') return Number(values.amountOre);
  return parseKronerToOre(values.customKroner) ?? Number.NaN;
}

/** What the shared purchase schema checks and the API receives. */
export function purchaseInput(values: PurchaseFormValues): GiftCardPurchaseBody {
  return {
    amountOre: chosenAmountOre(values),
    recipientName: values.recipientName,
    recipientEmail: values.recipientEmail,
    message: values.message,
    deliverOn: values.deliverOn,
  };
}

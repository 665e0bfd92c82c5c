/**
 * Where a gift card is: bought but not yet paid, paid (waiting for its delivery date), e-mailed to
 * the recipient, redeemed into someone's balance, or cancelled.
 */
export const giftCardStatuses = ['awaiting_payment', 'paid', 'delivered', 'redeemed', 'cancelled'] as const;
export type GiftCardStatus = (typeof giftCardStatuses)[number];

/** A code can be redeemed once the card is paid, whether or not it has been e-mailed yet. */
export const redeemableGiftCardStatuses: readonly GiftCardStatus[] = ['paid', 'delivered'];

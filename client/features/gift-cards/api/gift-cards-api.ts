import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoughtGiftCard, GiftCardPurchase, GiftCardPurchaseResponse, GiftCardRedeemResponse, RedeemedGiftCard } from '#shared/payments/gift-card.schema.ts';
import { balanceQueryKey } from '../../../components/payments/payments-api.ts';
import { api } from '../../../lib/api-client.ts';

type Dated<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] extends string ? Date : Date | null };

/** The API client turns ISO date-times into `Date`; `deliverOn` stays a calendar date. */
export type BoughtGiftCardView = Dated<BoughtGiftCard, 'paidAt' | 'deliveredAt' | 'redeemedAt' | 'createdAt'>;
export type RedeemedGiftCardView = Dated<RedeemedGiftCard, 'redeemedAt'>;
export type GiftCardListsView = { bought: BoughtGiftCardView[]; redeemed: RedeemedGiftCardView[] };

export const giftCardsQueryKey = ['gift-cards'] as const;

/** `GET /api/gift-cards`: the cards the customer bought and the ones they redeemed, newest first. */
export function useGiftCards() {
  return useQuery({
    queryKey: giftCardsQueryKey,
    queryFn: ({ signal }) => api.get<GiftCardListsView>('gift-cards', { signal }),
  });
}

/** `POST /api/gift-cards`: creates the card and answers the checkout to send the buyer to. */
export function useBuyGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purchase: GiftCardPurchase) => api.post<GiftCardPurchaseResponse>('gift-cards', purchase),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: giftCardsQueryKey }),
  });
}

/** `POST /api/gift-cards/redeem`: the whole amount into the balance; 409 for a wrong or used code. */
export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<GiftCardRedeemResponse>('gift-cards/redeem', { code }),
    onSuccess: (answer) => {
      queryClient.setQueryData(balanceQueryKey, answer.balanceOre);
      void queryClient.invalidateQueries({ queryKey: giftCardsQueryKey });
    },
  });
}

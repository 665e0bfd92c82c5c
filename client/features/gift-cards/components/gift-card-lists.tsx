import { useTranslation } from 'react-i18next';
import type { GiftCardStatus } from '#shared/payments/gift-card-status.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatLongDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { BoughtGiftCardView, RedeemedGiftCardView } from '../api/gift-cards-api.ts';

const statusTone: Record<GiftCardStatus, 'neutral' | 'primary' | 'warning'> = {
  awaiting_payment: 'warning',
  paid: 'primary',
  delivered: 'primary',
  redeemed: 'neutral',
  cancelled: 'neutral',
};

/** A calendar date ("YYYY-MM-DD") as the long date people read; noon UTC is that same day in Oslo. */
const calendarDate = (date: string) => new Date(`${date}T12:00:00Z`);

/** The cards the customer bought: amount, status, recipient, delivery day, and the code while it can be used. */
export function BoughtGiftCardList({ cards }: { cards: BoughtGiftCardView[] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  if (cards.length === 0) return <p className="text-base text-ink-muted">{t('giftCards.bought.none')}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('giftCards.bought.listLabel')}>
      {cards.map((card) => (
        <li key={card.id} className="flex flex-col gap-1 rounded-lg border border-border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-lg font-semibold text-ink tabular-nums">{formatMoney(card.amountOre, language)}</span>
            <Badge tone={statusTone[card.status]}>{t(`giftCards.status.${card.status}`)}</Badge>
          </div>
          <span className="text-base break-words text-ink-soft">
            {t('giftCards.bought.to', { recipient: card.recipientName ? `${card.recipientName} (${card.recipientEmail})` : card.recipientEmail })}
          </span>
          <span className="text-sm text-ink-muted">
            {card.deliveredAt
              ? t('giftCards.bought.deliveredOn', { date: formatLongDate(card.deliveredAt, language) })
              : t('giftCards.bought.deliverOn', { date: formatLongDate(calendarDate(card.deliverOn), language) })}
          </span>
          {card.code ? (
            <p className="mt-1 text-base text-ink">
              {t('giftCards.bought.code')} <span className="font-mono font-semibold tracking-wider select-all" data-testid="gift-card-code">{card.code}</span>
            </p>
          ) : card.status !== 'awaiting_payment' ? (
            <span className="text-sm text-ink-muted">{t('giftCards.bought.codeEnding', { last4: card.codeLast4 })}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The cards the customer redeemed into their balance. */
export function RedeemedGiftCardList({ cards }: { cards: RedeemedGiftCardView[] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  if (cards.length === 0) return <p className="text-base text-ink-muted">{t('giftCards.redeemed.none')}</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('giftCards.redeemed.listLabel')}>
      {cards.map((card) => (
        <li key={card.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-lg border border-border p-4">
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="text-base text-ink">{t('giftCards.redeemed.from', { name: card.fromName, date: formatLongDate(card.redeemedAt, language) })}</span>
            <span className="text-sm text-ink-muted">{t('giftCards.bought.codeEnding', { last4: card.codeLast4 })}</span>
          </div>
          <span className="text-lg font-semibold text-success-700 tabular-nums">+{formatMoney(card.amountOre, language)}</span>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { isExpired, krToOre, type Offer } from '../lib/request-facts.ts';

/** The offer's price in kroner as the money formatter writes it. */
export function OfferPrice({ offer, className }: { offer: Offer; className?: string }) {
  const language = useLanguage();
  return <span className={className}>{formatMoney(krToOre(offer.price), language)}</span>;
}

/**
 * "Gjelder til fre. 4. des. kl. 12:00", or "Utløpt …" once it ran out. `bare` leaves out
 * "Gjelder til" where a label beside it says so already.
 */
export function OfferValidity({ offer, now, bare = false, className }: { offer: Offer; now: Date; bare?: boolean; className?: string }) {
  const { t } = useTranslation('customerRequests');
  const language = useLanguage();
  const params = { date: formatDate(offer.expiresAt, language), time: formatTime(offer.expiresAt, language) };
  const expired = isExpired(offer, now);
  return <span className={className}>{expired ? t('offers.expiredOn', params) : bare ? t('list.at', params) : t('offers.validUntil', params)}</span>;
}

/** The start the provider proposed for a request without a date. */
export function ProposedStart({ offer }: { offer: Offer }) {
  const { t } = useTranslation('customerRequests');
  const language = useLanguage();
  if (!offer.startTime) return null;
  return <>{t('list.at', { date: formatDate(offer.startTime, language), time: formatTime(offer.startTime, language) })}</>;
}

const tones = { sent: 'primary', accepted: 'success', closed: 'neutral', expired: 'neutral', PAUSED: 'warning' } as const;

/** Sendt, Godtatt, Lukket, Utløpt, or that a paused provider's offer cannot be accepted now. */
export function OfferStatusBadge({ offer, now }: { offer: Offer; now: Date }) {
  const { t } = useTranslation('customerRequests');
  const status = isExpired(offer, now) ? 'expired' : offer.status;
  const tone = tones[status as keyof typeof tones] ?? 'neutral';
  const key = status in tones ? (status as keyof typeof tones) : 'sent';
  return <Badge tone={tone}>{t(`offers.status.${key}`)}</Badge>;
}

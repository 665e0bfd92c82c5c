import { useId } from 'react';
import { PackagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AddonOffer } from '#shared/bookings/booking-cards.schema.ts';
import type { AddonOfferStatus } from '#shared/bookings/addon-offer-status.ts';
import type { ChatRole } from '#shared/chats/chat.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format/money.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type AddonOfferAnswer, useAnswerAddonOffer } from '../api/booking-cards.ts';
import { CardAnswerButtons } from './card-answer-buttons.tsx';
import { ChatCardFrame } from './chat-card-frame.tsx';

const tones: Record<AddonOfferStatus, 'warning' | 'primary' | 'success' | 'neutral' | 'danger'> = {
  awaiting_response: 'warning',
  accepted: 'primary',
  paid: 'success',
  denied: 'danger',
  withdrawn: 'neutral',
};

export type AddonOfferCardProps = {
  offer: AddonOffer;
  chatId: string;
  /** The reader's side: the customer answers, the provider may withdraw. */
  role: ChatRole;
  mine: boolean;
  /** The offer as the server answered, shown at once instead of waiting for its push. */
  onChange: (offer: AddonOffer) => void;
  /** Where the browser goes to pay; the gateway's checkout. */
  goTo?: (url: string) => void;
};

/** An add-on the provider offered on a booking, with its status and the reader's possible answers. */
export function AddonOfferCard({ offer, chatId, role, mine, onChange, goTo = (url) => window.location.assign(url) }: AddonOfferCardProps) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const titleId = useId();
  const answer = useAnswerAddonOffer(chatId);
  const price = formatMoney(offer.unitPriceOre, language);
  const open = offer.status === 'awaiting_response' || offer.status === 'accepted';

  const act = (kind: AddonOfferAnswer) => {
    answer.mutate(
      { offerId: offer.id, answer: kind },
      {
        onSuccess: (result) => {
          onChange(result.offer);
          if (result.checkout) goTo(result.checkout.url);
        },
      },
    );
  };
  const busy = (kind: AddonOfferAnswer) => answer.isPending && answer.variables?.answer === kind;

  return (
    <ChatCardFrame
      labelledBy={titleId}
      mine={mine}
      error={answer.error}
      testId="addon-offer-card"
      header={
        <>
          <p className="flex items-center gap-2 text-sm font-medium text-ink-muted">
            <PackagePlus aria-hidden="true" className="size-4" />
            {t('cards.addon.label')}
          </p>
          <Badge tone={tones[offer.status]}>{t(`cards.addon.status.${offer.status}`)}</Badge>
        </>
      }
    >
      <h3 id={titleId} className="text-lg font-semibold break-words text-ink [overflow-wrap:anywhere]">
        {offer.title}
      </h3>
      {offer.description ? <p className="text-base break-words whitespace-pre-wrap text-ink-soft [overflow-wrap:anywhere]">{offer.description}</p> : null}
      <p className="flex items-baseline justify-between gap-2 border-t border-border pt-3">
        <span className="text-sm text-ink-muted">{t('cards.addon.price')}</span>
        <span className="text-lg font-semibold text-ink" data-testid="addon-offer-price">
          {price}
        </span>
      </p>
      {offer.status === 'paid' ? <p className="text-sm text-success-700">{t('cards.addon.paidNote')}</p> : null}
      {role === 'customer' && open ? (
        <CardAnswerButtons
          decline={{ text: t('cards.addon.deny'), label: t('cards.addon.denyLabel', { title: offer.title }), onClick: () => act('deny'), loading: busy('deny') }}
          accept={{
            text: t(offer.status === 'accepted' ? 'cards.addon.pay' : 'cards.addon.accept'),
            label: t(offer.status === 'accepted' ? 'cards.addon.payLabel' : 'cards.addon.acceptLabel', { title: offer.title, price }),
            onClick: () => act('accept'),
            loading: busy('accept'),
            loadingText: t('cards.addon.accepting'),
          }}
          disabled={answer.isPending}
        />
      ) : null}
      {role === 'provider' && offer.status === 'awaiting_response' ? (
        <div className="flex sm:justify-end">
          <Button variant="secondary" onClick={() => act('withdraw')} loading={busy('withdraw')} aria-label={t('cards.addon.withdrawLabel', { title: offer.title })}>
            {t('cards.addon.withdraw')}
          </Button>
        </div>
      ) : null}
    </ChatCardFrame>
  );
}

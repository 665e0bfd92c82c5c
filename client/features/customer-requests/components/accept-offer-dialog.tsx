import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { accountBookingPath, accountBookingPayPath } from '#shared/routing/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAcceptOffer } from '../api/customer-requests.ts';
import type { CustomerRequestView } from '../api/request-types.ts';
import type { Offer } from '../lib/request-facts.ts';
import { OfferPrice } from './offer-facts.tsx';

type AddressErrors = { street?: string; postalCode?: string };

/**
 * "Godta og betal": what the customer agrees to (price, time), the address when the request left
 * it undecided, then on to the booking's payment. A refusal (the offer ran out, the time was
 * taken, the provider paused) is said in the dialog, in the customer's language. A replacement
 * offer takes over the booking already paid, so it goes to that booking instead.
 */
export function AcceptOfferDialog({ request, offer, trigger }: { request: Pick<CustomerRequestView, 'id' | 'startTime' | 'deliveryPlace' | 'isReplacement'>; offer: Offer; trigger: ReactNode }) {
  const { t } = useTranslation('customerRequests');
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const accept = useAcceptOffer(request.id);
  const [open, setOpen] = useState(false);
  const [street, setStreet] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [errors, setErrors] = useState<AddressErrors>({});
  const needsAddress = request.deliveryPlace === null;
  const start = request.startTime ?? offer.startTime ?? null;
  const formId = `accept-${offer.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let deliveryPlace: { street: string; postalCode: string } | undefined;
    if (needsAddress) {
      const next: AddressErrors = {};
      if (!street.trim()) next.street = errorText({ key: 'error.booking.address_required', message: '' });
      if (!postalCode.trim()) next.postalCode = errorText({ key: 'error.booking.address_required', message: '' });
      else if (!/^\d{4}$/.test(postalCode.trim())) next.postalCode = errorText({ key: 'error.postal_code.invalid', message: '' });
      setErrors(next);
      if (next.street || next.postalCode) {
        document.getElementById(next.street ? `${formId}-street` : `${formId}-postal`)?.focus();
        return;
      }
      deliveryPlace = { street: street.trim(), postalCode: postalCode.trim() };
    }
    accept.mutate({ offerId: offer.id, deliveryPlace }, {
        // A replacement moves the booking already paid for, so there is nothing to pay.
        onSuccess: ({ bookingId }) => void navigate(request.isReplacement ? accountBookingPath(bookingId) : accountBookingPayPath(bookingId)),
      });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          accept.reset();
          setErrors({});
        }
      }}
      trigger={trigger}
      title={t('accept.title', { name: offer.providerName })}
      description={request.isReplacement ? t('accept.replacementDescription') : t('accept.description')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('accept.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={accept.isPending} loadingText={t('accept.sending')}>
            {request.isReplacement ? t('accept.confirmReplacement') : t('accept.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <dl className="flex flex-col gap-2 text-base">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">{t('accept.price')}</dt>
            <dd className="text-lg font-semibold text-ink">
              <OfferPrice offer={offer} />
            </dd>
          </div>
          {start ? (
            <div className="flex justify-between gap-4">
              <dt className="text-ink-muted">{t('accept.when')}</dt>
              <dd className="text-right text-ink">{t('list.at', { date: formatDate(start, language), time: formatTime(start, language) })}</dd>
            </div>
          ) : null}
        </dl>
        {!request.startTime && offer.startTime ? <p className="text-sm text-ink-muted">{t('accept.proposedNote')}</p> : null}
        {needsAddress ? (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-base font-semibold text-ink">{t('accept.addressHeading')}</legend>
            <p className="text-sm text-ink-muted">{t('accept.addressLead')}</p>
            <Input
              id={`${formId}-street`}
              label={t('accept.street')}
              autoComplete="street-address"
              value={street}
              onChange={(event) => setStreet(event.target.value)}
              error={errors.street}
              required
            />
            <Input
              id={`${formId}-postal`}
              label={t('accept.postalCode')}
              autoComplete="postal-code"
              inputMode="numeric"
              value={postalCode}
              onChange={(event) => setPostalCode(event.target.value)}
              error={errors.postalCode}
              className="max-w-40"
              required
            />
          </fieldset>
        ) : null}
        {accept.error ? <Notice tone="danger" role="alert" title={errorText(accept.error)} /> : null}
      </form>
    </Dialog>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/accounts/user.schema.ts';
import { readBookingDraftQuery } from '#shared/cleaning/booking-draft-query.ts';
import { accountSubscriptionPath, bookingDonePath, paths } from '#shared/routing/paths.ts';
import { subscriptionCategoryNames } from '#shared/subscriptions/subscription.schema.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PaymentBreakdown } from '../../../components/payments/payment-breakdown.tsx';
import { balanceToUse, initialPaymentChoice, paymentFields, type PaymentChoice } from '../../../components/payments/payment-choice.ts';
import { PaymentChoiceFields } from '../../../components/payments/payment-choice-fields.tsx';
import { usePaymentOptions } from '../../../components/payments/payment-options.ts';
import { goToCheckout } from '../../../components/payments/payments-api.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { fieldErrorsFromApi, hasFieldErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { couponsQueryKey } from '../../../components/discounts/discounts-api.ts';
import { forgetPromoCode } from '../../../components/discounts/promo-code-store.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useModalStore, openModal } from '../../../lib/modal-store.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { serviceAvailabilityQueryKey, useDaysAvailable, useTimesAvailable } from '../api/availability.ts';
import { checkDelivery, useCreateBooking } from '../api/create-booking.ts';
import { useCreateSubscription } from '../api/create-subscription.ts';
import type { ServiceDetails } from '../api/get-public-service.ts';
import {
  addonMinutesOf,
  asksForParticipants,
  bookingFields,
  directBody,
  emptyDraft,
  fieldOfErrorKey,
  priceSummary,
  requestBody,
  validateDraft,
  type BookingDraft,
  type BookingField,
} from '../lib/booking-form.ts';
import { discountedPrice, discountFields } from '../lib/discounted-price.ts';
import { forgetKeptDraft, keepDraft, takeKeptDraft } from '../lib/draft-storage.ts';
import { draftFromEstimate } from '../lib/estimate-draft.ts';
import { osloToday } from '../../../components/calendar/month-grid.ts';
import { slotsOf } from '../lib/slots.ts';
import { promoRefusedKey, useBookingDiscounts } from '../lib/use-booking-discounts.ts';
import { BookingDiscounts } from './booking-discounts.tsx';
import { type BookingFrequency, BookingFrequencyField, SubscriptionCardField, SubscriptionChargeNote } from './booking-frequency.tsx';
import { BookingDatePicker } from '../../../components/calendar/booking-date-picker.tsx';
import { AddonStepper, ParticipantAddon, ParticipantsField } from './booking-extras.tsx';
import { BookingPriceSummary } from './booking-price-summary.tsx';
import { BookingTimeSlots } from './booking-time-slots.tsx';
import { CancellationOutlookNote } from '../../../components/bookings/cancellation-outlook.tsx';
import { TermsLinks } from '../../../components/layout/terms-links.tsx';

function FieldError({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="text-sm font-medium text-danger-700">
      {text}
    </p>
  );
}

/**
 * Spec §2 booking on the service page: day, time, extras, address and, for a provider who takes
 * instant bookings, payment; then a direct booking or a request. Signed-out visitors fill it in
 * and sign in when they send; the form then sends on its own.
 */
export function BookingForm({ service }: { service: ServiceDetails }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const instant = service.provider.profile.instantBooking;

  // A cleaning estimate's choices arrive in the address (the booking draft); read once, as the form opens.
  const [searchParams] = useSearchParams();
  const [fromEstimate] = useState(() => readBookingDraftQuery(searchParams));
  const [draft, setDraft] = useState<BookingDraft>(() => takeKeptDraft(service.id) ?? (fromEstimate ? draftFromEstimate(service, fromEstimate, t, language) : emptyDraft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [timeTaken, setTimeTaken] = useState(false);
  const [checking, setChecking] = useState(false);
  const [awaitingSignIn, setAwaitingSignIn] = useState(false);
  const create = useCreateBooking();
  const subscribe = useCreateSubscription();
  // Cleaning may be booked once or as a subscription (spec §1); a subscription pays with a saved card.
  const canRecur = (subscriptionCategoryNames as readonly string[]).includes(service.category.name);
  const [frequency, setFrequency] = useState<BookingFrequency>(() =>
    canRecur && fromEstimate?.estimate.type === 'recurring' && fromEstimate.estimate.frequency ? fromEstimate.estimate.frequency : 'once',
  );
  const recurring = canRecur && frequency !== 'once';
  const [subscriptionCardId, setSubscriptionCardId] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  // Read from the shell's cache, never fetched here: coupons are offered once someone is signed in.
  const { data: user } = useQuery<User | null>({ queryKey: userQueryKey, queryFn: skipToken });
  const discounts = useBookingDiscounts(Boolean(user));
  const [payment, setPayment] = useState<PaymentChoice>(initialPaymentChoice);
  const paymentOptions = usePaymentOptions(Boolean(user) && (instant || canRecur));
  const [leaving, setLeaving] = useState(false);

  const today = osloToday();
  const thisYear = Number(today.slice(0, 4));
  const summary = priceSummary(service, draft);
  const discounted = discountedPrice(summary, service.category.taxRate, discounts.promo, discounts.coupon);
  const balanceOre = instant && discounted ? balanceToUse(discounted.priceOre, paymentOptions, payment) : 0;
  const promoInputId = `${id}-promo-code`;
  const addonMinutes = addonMinutesOf(summary);
  const days = useDaysAvailable(service.id, addonMinutes, thisYear, true);
  const times = useTimesAvailable(service.id, draft.day, addonMinutes);
  const slots = slotsOf(times.data ?? [], language);

  const update = (patch: Partial<BookingDraft>, cleared: BookingField[] = []) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (cleared.length) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field as BookingField))));
  };

  // Longer extras can leave the chosen start without room; it then has to be chosen again.
  const timeGone = times.isSuccess && draft.time !== null && !times.data.includes(draft.time);
  const chosen: BookingDraft = timeGone ? { ...draft, time: null } : draft;

  const text = (field: BookingField) => {
    const error = errors[field];
    return error ? errorText(error) : null;
  };
  const fieldId = (field: BookingField) => `${id}-${field}`;
  const errorId = (field: BookingField) => `${id}-${field}-error`;

  const focusFirst = (found: FieldErrors) => {
    const first = bookingFields.find((field) => found[field]);
    if (!first) return;
    // After the messages render, so the field is read with its error.
    requestAnimationFrame(() => {
      const section = document.getElementById(fieldId(first));
      const target = section?.querySelector<HTMLElement>('input:not([type=hidden]), button[tabindex="0"], button[role="radio"], button:not([disabled])');
      (target ?? section)?.focus({ preventScroll: true });
      section?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    });
  };

  const showServerError = (error: unknown) => {
    if (isApiError(error) && (error.status === 401 || (error.status === 403 && !error.key))) {
      setAwaitingSignIn(true);
      openModal('LOGIN');
      return;
    }
    const key = isApiError(error) ? error.key : undefined;
    if (key === promoRefusedKey) {
      // Beside the code (or the coupon) it is about, with the price shown without it.
      if (discounts.refused() === 'promo') requestAnimationFrame(() => document.getElementById(promoInputId)?.focus());
      return;
    }
    if (key === 'error.booking.time_already_booked') {
      setTimeTaken(true);
      setDraft((current) => ({ ...current, time: null }));
      void queryClient.invalidateQueries({ queryKey: serviceAvailabilityQueryKey(service.id) });
    }
    const field = fieldOfErrorKey(key);
    if (field && key) {
      const found = { [field]: { key } };
      setErrors(found);
      focusFirst(found);
      return;
    }
    const issues = fieldErrorsFromApi(error);
    if (issues) {
      const found: FieldErrors = {};
      for (const [path, issue] of Object.entries(issues)) {
        const top = path.split('.')[0] === 'participants' ? 'addons' : (path.split('.')[0] as BookingField);
        if (issue && bookingFields.includes(top)) found[top] ??= issue;
        else if (issue) setFormError(errorText(issue));
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    setFormError(errorText(error));
  };

  const send = async () => {
    setFormError(null);
    setTimeTaken(false);
    const found = validateDraft(chosen, summary);
    setErrors(found);
    if (hasFieldErrors(found)) {
      focusFirst(found);
      return;
    }
    // The shell keeps the signed-in user in the cache; read it now, not as of the last render.
    if (!queryClient.getQueryData<User | null>(userQueryKey)) {
      keepDraft(service.id, draft);
      setAwaitingSignIn(true);
      openModal('LOGIN');
      return;
    }
    setChecking(true);
    try {
      const place = await checkDelivery(service.id, draft.postalCode.trim());
      if (!place.delivers) {
        const notDelivered = { deliveryPlace: { key: 'error.booking.address_not_delivered' } };
        setErrors(notDelivered);
        focusFirst(notDelivered);
        return;
      }
    } catch (error) {
      // A place the lookup cannot find is one the provider cannot deliver to; anything else
      // (the network) is left to the server, which checks the address again.
      if (isApiError(error, 400)) {
        const notDelivered = { deliveryPlace: { key: 'error.booking.address_not_delivered' } };
        setErrors(notDelivered);
        focusFirst(notDelivered);
        return;
      }
    } finally {
      setChecking(false);
    }
    const chosenDiscounts = discountFields(discounts.promo, discounts.couponId);
    if (recurring) {
      const cardId = subscriptionCardId ?? paymentOptions.cards[0]?.id ?? null;
      if (!cardId) {
        setCardError(t('subscriptionCard.required'));
        return;
      }
      const { couponId: _coupon, participants: _participants, ...body } = requestBody(service, chosen, chosenDiscounts);
      subscribe.mutate(
        { ...body, frequency: frequency as Exclude<BookingFrequency, 'once'>, savedCardId: cardId, acceptTerms: true },
        {
          onSuccess: (subscription) => {
            forgetKeptDraft(service.id);
            void queryClient.invalidateQueries({ queryKey: serviceAvailabilityQueryKey(service.id) });
            void navigate(accountSubscriptionPath(subscription.id));
          },
          onError: (error) => {
            if (isApiError(error) && error.key === 'error.subscription.card_not_found') setCardError(errorText(error));
            else showServerError(error);
          },
        },
      );
      return;
    }
    const submission = instant
      ? ({ kind: 'direct', body: directBody(service, chosen, chosenDiscounts, paymentFields(payment, paymentOptions)) } as const)
      : ({ kind: 'request', body: requestBody(service, chosen, chosenDiscounts) } as const);
    create.mutate(submission, {
      onSuccess: (booking) => {
        forgetKeptDraft(service.id);
        // The code has done its job; most are once per customer, so it is not offered again.
        if (chosenDiscounts.promoCode) forgetPromoCode();
        void queryClient.invalidateQueries({ queryKey: serviceAvailabilityQueryKey(service.id) });
        void queryClient.invalidateQueries({ queryKey: couponsQueryKey });
        // A card not saved before is paid on the card provider's page, which sends the customer back.
        if (booking.checkout?.url) {
          setLeaving(true);
          goToCheckout(booking.checkout.url);
          return;
        }
        void navigate(bookingDonePath(booking.id));
      },
      onError: showServerError,
    });
  };
  const latestSend = useRef(send);
  useEffect(() => {
    latestSend.current = send;
  });

  // Signing in from the form carries on with the booking; closing the login without it stops.
  useEffect(() => {
    if (!awaitingSignIn) return undefined;
    // The cache reports several events for one sign-in; the booking is sent once.
    let done = false;
    const check = () => {
      if (done) return;
      if (queryClient.getQueryData<User | null>(userQueryKey)) {
        done = true;
        setAwaitingSignIn(false);
        forgetKeptDraft(service.id);
        void latestSend.current();
      } else if (useModalStore.getState().current?.key !== 'LOGIN') {
        done = true;
        setAwaitingSignIn(false);
      }
    };
    const stopCache = queryClient.getQueryCache().subscribe(check);
    const stopModal = useModalStore.subscribe(check);
    return () => {
      stopCache();
      stopModal();
    };
  }, [awaitingSignIn, queryClient, service.id]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const busy = checking || create.isPending || subscribe.isPending || leaving;
  const sortedAddons = [...service.addons].sort((a, b) => a.sortIndex - b.sortIndex);
  const showExtras = sortedAddons.length > 0 || asksForParticipants(service);
  const chosenDay = draft.day ? formatDate(new Date(`${draft.day}T12:00:00Z`), language) : '';
  const headingClass = 'text-base font-semibold text-ink';

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {fromEstimate ? <Notice title={t('fromEstimate.filled')}>{t('fromEstimate.filledHelp')}</Notice> : null}
      {canRecur ? <BookingFrequencyField value={frequency} onChange={(next) => setFrequency(next)} /> : null}

      <section id={fieldId('startTime')} aria-labelledby={`${id}-date-title`} className="flex flex-col gap-3">
        <h3 id={`${id}-date-title`} className={headingClass}>
          {t('date.title')}
        </h3>
        {/* Above the calendar, so it is in view wherever the day or the time is missing. */}
        <FieldError id={errorId('startTime')} text={text('startTime')} />
        <p id={`${id}-date-help`} className="sr-only">
          {t('date.help')}
        </p>
        {days.isPending ? (
          <div role="status" aria-label={t('date.loading')}>
            <Skeleton className="h-72 w-full rounded-xl" />
          </div>
        ) : days.isError ? (
          <Notice tone="danger" role="alert" action={<Button variant="secondary" size="sm" onClick={() => void days.refetch()}>{t('date.retry')}</Button>}>
            {t('date.loadError')}
          </Notice>
        ) : days.data.length === 0 ? (
          <Notice>{t('date.none')}</Notice>
        ) : (
          <BookingDatePicker
            available={days.data}
            value={draft.day}
            today={today}
            lastMonth={`${thisYear + 1}-12`}
            labelledBy={`${id}-date-title`}
            describedBy={[`${id}-date-help`, errors.startTime && !draft.day ? errorId('startTime') : null].filter(Boolean).join(' ')}
            onChange={(day) => {
              setTimeTaken(false);
              update({ day, time: day === draft.day ? draft.time : null }, ['startTime']);
            }}
          />
        )}

        <h3 className={headingClass} id={`${id}-time-title`}>
          {t('time.title')}
        </h3>
        {timeTaken ? (
          <Notice tone="warning" role="alert">
            {t('time.taken')}
          </Notice>
        ) : null}
        {!draft.day ? (
          <p className="text-sm text-ink-muted">{t('time.pickDayFirst')}</p>
        ) : times.isPending ? (
          <div role="status" aria-label={t('time.loading')} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="h-11 rounded-lg" />
            ))}
          </div>
        ) : times.isError ? (
          <Notice tone="danger" role="alert" action={<Button variant="secondary" size="sm" onClick={() => void times.refetch()}>{t('date.retry')}</Button>}>
            {errorText(times.error)}
          </Notice>
        ) : slots.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('time.none')}</p>
        ) : (
          <BookingTimeSlots
            slots={slots}
            value={chosen.time}
            label={t('time.label', { date: chosenDay })}
            describedBy={errors.startTime ? errorId('startTime') : undefined}
            onChange={(time) => {
              setTimeTaken(false);
              update({ time }, ['startTime']);
            }}
          />
        )}
      </section>

      {showExtras ? (
        <section id={fieldId('addons')} aria-labelledby={`${id}-extras-title`} className="flex flex-col gap-1">
          <h3 id={`${id}-extras-title`} className={headingClass}>
            {/* A cleaning has extras but no participants; only events speak of them. */}
            {t(asksForParticipants(service) || sortedAddons.some((addon) => addon.unitType === 'participant') ? 'extras.title' : 'extras.titleWithoutParticipants')}
          </h3>
          {asksForParticipants(service) ? (
            <ParticipantsField value={draft.participants} covered={service.maxBaseParticipants} onChange={(participants) => update({ participants }, ['addons'])} />
          ) : null}
          {sortedAddons.map((addon) =>
            addon.unitType === 'participant' ? (
              <ParticipantAddon
                key={addon.id}
                addon={addon}
                chosen={(draft.addons[addon.id] ?? 0) > 0}
                onChange={(chosen) => update({ addons: { ...draft.addons, [addon.id]: chosen ? 1 : 0 } }, ['addons'])}
              />
            ) : (
              <AddonStepper
                key={addon.id}
                addon={addon}
                units={draft.addons[addon.id] ?? 0}
                onChange={(units) => update({ addons: { ...draft.addons, [addon.id]: units } }, ['addons'])}
              />
            ),
          )}
          <FieldError id={errorId('addons')} text={text('addons')} />
        </section>
      ) : null}

      <section id={fieldId('deliveryPlace')} aria-labelledby={`${id}-address-title`} className="flex flex-col gap-3">
        <h3 id={`${id}-address-title`} className={headingClass}>
          {t('address.title')}
        </h3>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
          <Input
            label={t('address.street')}
            autoComplete="street-address"
            value={draft.street}
            aria-invalid={errors.deliveryPlace && !draft.street.trim() ? true : undefined}
            aria-describedby={errors.deliveryPlace ? errorId('deliveryPlace') : undefined}
            onChange={(event) => update({ street: event.target.value }, ['deliveryPlace'])}
          />
          <Input
            label={t('address.postalCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            value={draft.postalCode}
            aria-invalid={errors.deliveryPlace && (draft.postalCode.trim() === '' || Boolean(draft.street.trim())) ? true : undefined}
            aria-describedby={errors.deliveryPlace ? errorId('deliveryPlace') : undefined}
            onChange={(event) => update({ postalCode: event.target.value }, ['deliveryPlace'])}
          />
        </div>
        <FieldError id={errorId('deliveryPlace')} text={text('deliveryPlace')} />
        <TextArea
          id={fieldId('note')}
          label={t('address.note')}
          rows={2}
          maxCharacters={fieldTextLimits.bookingNote}
          value={draft.note}
          error={text('note') ?? undefined}
          onChange={(event) => update({ note: event.target.value }, ['note'])}
        />
      </section>

      {recurring ? (
        <section aria-labelledby={`${id}-subscription-card-title`} className="flex flex-col gap-3">
          <h3 id={`${id}-subscription-card-title`} className={headingClass}>
            {t('payment.title')}
          </h3>
          <SubscriptionCardField
            cards={paymentOptions.cards}
            value={subscriptionCardId ?? paymentOptions.cards[0]?.id ?? null}
            onChange={(cardId) => {
              setSubscriptionCardId(cardId);
              setCardError(null);
            }}
            error={cardError}
          />
        </section>
      ) : instant ? (
        <section id={fieldId('paymentMethod')} aria-labelledby={`${id}-payment-title`} className="flex flex-col gap-3">
          <h3 id={`${id}-payment-title`} className={headingClass}>
            {t('payment.title')}
          </h3>
          <PaymentChoiceFields
            choice={payment}
            options={paymentOptions}
            onChange={(next) => {
              setPayment(next);
              update({}, ['paymentMethod']);
            }}
            error={
              errors.paymentMethod ? (
                <div id={errorId('paymentMethod')} role="alert" className="text-sm font-medium text-danger-700">
                  <p>{text('paymentMethod')}</p>
                  {errors.paymentMethod.key === 'error.payment.failed' ? <p>{errorText({ key: 'error.payment.check_method' })}</p> : null}
                </div>
              ) : null
            }
          />
          {balanceOre > 0 && discounted ? (
            <PaymentBreakdown listPriceOre={discounted.priceOre + discounted.discountOre} discountOre={discounted.discountOre} balanceOre={balanceOre} toPayOre={discounted.priceOre - balanceOre} />
          ) : null}
        </section>
      ) : null}

      <BookingDiscounts discounts={discounts} codeInputId={promoInputId} />

      <BookingPriceSummary
        service={service}
        summary={summary}
        discounted={discounted}
        discountLabels={{
          promo: discounts.promo ? t('summary.promo', { name: discounts.promo.code }) : null,
          coupon: discounts.coupon ? t('summary.coupon', { name: discounts.coupon.title }) : null,
        }}
      />

      {draft.time && discounted && recurring ? (
        <SubscriptionChargeNote policy={service.cancellationPolicy} startsAt={new Date(draft.time)} />
      ) : draft.time && discounted ? (
        <CancellationOutlookNote policy={service.cancellationPolicy} priceOre={discounted.priceOre} startsAt={new Date(draft.time)} confirmedLater={!instant} />
      ) : null}

      <div id={fieldId('acceptTerms')}>
        <Checkbox
          label={t('terms.accept')}
          description={t(service.cancellationPolicy === 'strict' ? 'terms.strict' : 'terms.simple')}
          checked={draft.acceptTerms}
          onCheckedChange={(acceptTerms) => update({ acceptTerms }, ['acceptTerms'])}
          error={text('acceptTerms')}
        />
        <TermsLinks documents={['termsCustomers']} />
      </div>

      {formError ? (
        <Notice tone="danger" role="alert">
          {formError}
        </Notice>
      ) : null}
      {awaitingSignIn ? <p className="text-sm text-ink-muted">{t('submit.signInFirst')}</p> : null}

      {/* Stays in reach at the bottom of a long sheet on a phone. */}
      <div className="sticky bottom-0 -mx-6 flex flex-col gap-3 border-t border-border bg-surface px-6 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-bold text-ink" aria-hidden="true">
          {discounted ? (recurring ? t('summary.perVisit', { price: formatMoney(discounted.priceOre, language) }) : formatMoney(discounted.priceOre - balanceOre, language)) : null}
        </p>
        <Button type="submit" size="lg" loading={busy} loadingText={t('submit.sending')} className="w-full sm:w-auto">
          {t(recurring ? 'submit.subscribe' : instant ? 'submit.confirmAndPay' : 'submit.request')}
        </Button>
      </div>
      <p className="-mt-3 text-center text-sm text-ink-muted sm:text-right">
        <Link to={paths.customRequest} className="inline-flex min-h-touch items-center font-semibold text-primary-700 hover:underline">
          {t('submit.customRequest')}
        </Link>
      </p>
    </form>
  );
}

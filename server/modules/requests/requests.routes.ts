import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryQuestionSchema } from '#shared/catalogue/category-question.schema.ts';
import {
  customerRequestPageSchema,
  customerRequestQuerySchema,
  customerRequestSchema,
  customRequestDraftBodySchema,
  customRequestDraftSchema,
  customRequestDtoSchema,
  customRequestLimits,
  providerRequestCountsSchema,
  providerRequestPageSchema,
  providerRequestQuerySchema,
  providerRequestSchema,
  rejectionSchema,
  rejectRequestBodySchema,
  requestIdParamsSchema,
} from '#shared/requests/custom-request.schema.ts';
import { acceptOfferResultSchema, priceOfferCreateBodySchema, priceOfferPatchBodySchema, priceOfferSchema } from '#shared/requests/price-offer.schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { errorBodySchema } from '#server/lib/error-body.schema.ts';
import { scheduleDeadline } from '#server/modules/bookings/booking-deadlines.ts';
import { bookingFollowUp } from '#server/modules/bookings/booking-follow-up.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { checkImage } from '#server/modules/media/image-processing.ts';
import { type FormParts, parseJsonField, readForm } from '#server/modules/media/multipart-form.ts';
import { requireOwnProvider } from '#server/modules/providers/provider-access.ts';
import { requireUser } from '#server/plugins/current-user.plugin.ts';
import { cancelCustomRequest, categoryQuestions, createCustomRequest, findDraft, findRejection, markSeenByProvider, rejectCustomRequest, saveDraft } from './custom-request.service.ts';
import type { PriceOfferEntity } from './price-offer.entity.ts';
import { acceptPriceOffer, createPriceOffer, markOfferSeen, patchPriceOffer, scheduleOfferExpiry, tellOthersClosed } from './price-offer.service.ts';
import { type RequestMessaging, tellCustomerOfOffer, tellOfferAccepted } from './request-messages.ts';
import { countOpenProviderRequests, listCustomerRequests, listProviderRequests, presentCustomerRequest, presentOffer, presentProviderRequest, requireOwnRequest } from './request-views.ts';

const tags = ['custom requests'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema };
const acceptBodySchema = z
  .object({ deliveryPlace: z.object({ street: z.string().trim().max(200), postalCode: z.string().trim().max(10) }).optional() })
  .nullish();

/**
 * Spec §4 and §7, api-contract "Custom requests and offers": customers describe a job, the right
 * providers answer with a price or a decline, the customer accepts one offer and pays the booking
 * it becomes. Routes stay thin; the rules live in custom-request.service.ts and
 * price-offer.service.ts, timed rules in request-broadcast.ts and the `custom-requests` queue.
 */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const messaging = (): RequestMessaging => ({ outbound: app.queues.outboundMessages, notifier: app.notifier, origin: app.config.origin });
  const warn = (request: FastifyRequest) => (message: string, error: unknown) => request.log.error({ err: error }, message);
  const presentFull = (offer: PriceOfferEntity) => ({ ...presentOffer(offer), customRequestId: offer.request.id, providerId: offer.provider.id });

  /** The pictures of the form: at most five, each checked by content, size and pixels; too many or too large: "Too larges images". */
  async function picturesOf(form: FormParts) {
    const files = form.allFiles.filter((file) => file.fieldName === 'files');
    if (files.length > customRequestLimits.maxPictures || form.allFiles.length !== files.length) throw new AppError(413, 'error.upload.images_too_large');
    const checked = [];
    for (const file of files) {
      try {
        checked.push(await checkImage(file.bytes, app.uploadLimits));
      } catch (error) {
        if (error instanceof AppError && (error.key === 'error.upload.file_too_large' || error.key === 'error.upload.too_many_pixels')) {
          throw new AppError(413, 'error.upload.images_too_large', { cause: error });
        }
        throw error;
      }
    }
    return checked;
  }

  app.post(
    '/customRequests',
    {
      schema: {
        tags,
        summary: 'Send a custom request',
        description:
          'Signed in. Multipart: field `customRequestDto` (JSON, `customRequestDtoSchema`) and up to 5 `files` (pictures, checked like every upload; more, or one too large: 413 "Too larges images"). A JSON body with the dto fields is accepted too. The chosen providers (`recipients`, at most 5, each relevant for the category: 400 otherwise) are reached and told at once; with `sendToAll` every relevant provider is too, otherwise they are after 24 hours unless a chosen provider offered. `startTime: null` / `deliveryPlace: null` mean "not decided yet"; left out: "Please pick a date" / "Please choose an address". Answers 201 with the request as `GET /api/customRequests/customer/{id}` shows it.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: customerRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      let form: FormParts;
      try {
        form = await readForm(request, { maxFileBytes: app.uploadLimits.maxBytes, maxFiles: customRequestLimits.maxPictures + 1 });
      } catch (error) {
        if (error instanceof AppError && error.status === 413) throw new AppError(413, 'error.upload.images_too_large', { cause: error });
        throw error;
      }
      // Without files the dto may come as the JSON body itself.
      const dtoForm = form.fields.has('customRequestDto') ? form : { ...form, fields: new Map([['customRequestDto', JSON.stringify(request.body ?? null)]]) };
      const dto = parseJsonField(dtoForm, 'customRequestDto', customRequestDtoSchema);
      const pictures = await picturesOf(form);
      const created = await createCustomRequest(request.em, { media: app.media, queue: app.queues.customRequests, messaging: messaging(), onWarning: warn(request) }, { customerId: user.id, dto, pictures, now: app.clock.now() });
      return reply.code(201).send(await presentCustomerRequest(request.em, created));
    },
  );

  app.post(
    '/customRequests/draft',
    {
      schema: {
        tags,
        summary: 'Save the custom-request wizard\'s draft',
        description:
          'Anyone. Stores the stage and any part of the dto; without `id` a new draft (its random id is the key a visitor keeps), with `id` that draft is overwritten. Once a signed-in person saves a draft it is theirs: anyone else gets 404.',
        body: customRequestDraftBodySchema,
        response: { 200: customRequestDraftSchema, ...errors },
      },
    },
    async (request) => {
      const draft = await saveDraft(request.em, { userId: request.user?.id ?? null, body: request.body, now: app.clock.now() });
      return { id: draft.id, stage: draft.stage, customRequestDto: draft.dto, updatedAt: draft.updatedAt.toISOString() };
    },
  );

  app.get(
    '/customRequests/draft/:id',
    {
      schema: { tags, summary: 'Read a saved draft', description: 'Anyone with the id, until a signed-in person saved it; then only them (404 otherwise).', params: requestIdParamsSchema, response: { 200: customRequestDraftSchema, ...errors } },
    },
    async (request) => {
      const draft = await findDraft(request.em, request.params.id, request.user?.id ?? null);
      return { id: draft.id, stage: draft.stage, customRequestDto: draft.dto, updatedAt: draft.updatedAt.toISOString() };
    },
  );

  app.get(
    '/customRequests/customer',
    {
      schema: {
        tags,
        summary: 'The caller\'s own custom requests',
        description: 'Signed in. Paged `{ data, next }`, newest first; `status` narrows to OPEN, CLOSED or CANCELLED. Each line counts its offers, the unseen ones and the lowest open or accepted price (kroner).',
        querystring: customerRequestQuerySchema,
        response: { 200: customerRequestPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return listCustomerRequests(request.em, user.id, request.query.status, request.query.next);
    },
  );

  app.get(
    '/customRequests/customer/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller\'s custom requests with every response',
        description: 'The request\'s customer only (anyone else 404). `responses`: offers (`type: OFFER`, `price` in kroner, `status` sent | accepted | closed | expired, or PAUSED for an open offer of a provider not taking jobs) and declines (`type: REJECTED`, `rejectReason`), each with the provider\'s card.',
        params: requestIdParamsSchema,
        response: { 200: customerRequestSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return presentCustomerRequest(request.em, await requireOwnRequest(request.em, request.params.id, user.id));
    },
  );

  app.delete(
    '/customRequests/customer/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Withdraw a custom request',
        description: 'The request\'s customer only (404 otherwise). An open request becomes CANCELLED and its open offers close; their providers are told. Again: unchanged. A request closed by an accepted offer: 409. Withdrawing a replacement request (`isReplacement`) also cancels the paid booking it was for, as called off by the provider who dropped out, with the whole price back; both sides are told.',
        params: requestIdParamsSchema,
        response: { 200: customerRequestSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { request: cancelled, booking } = await cancelCustomRequest(request.em, messaging(), { requestId: request.params.id, customerId: user.id, now: app.clock.now() });
      if (booking) {
        const followUp = bookingFollowUp(app, request);
        await followUp.refund(booking);
        await followUp.notify(['noReplacementCustomer'], booking.booking, { refundOre: booking.refundOre });
        await followUp.notify(['noReplacementProvider'], booking.booking);
      }
      return presentCustomerRequest(request.em, cancelled);
    },
  );

  app.get(
    '/customRequests/provider',
    {
      schema: {
        tags,
        summary: 'Custom requests that reached the caller\'s provider, one tab at a time',
        description:
          '`open`: open requests not answered yet (or whose offer expired). `offers_sent`: open requests with the provider\'s open offer. `pending_customer`: accepted offers whose booking waits for the customer\'s payment. `previous`: everything else (declined, closed, withdrawn, paid). Newest reached first; paged `{ data, next }`. 404 without a provider.',
        querystring: providerRequestQuerySchema,
        response: { 200: providerRequestPageSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      return listProviderRequests(request.em, provider.id, request.query.tab, request.query.next);
    },
  );

  app.get(
    '/customRequests/provider/counts',
    {
      schema: {
        tags,
        summary: 'How many requests wait for the caller\'s provider to answer',
        description: '`open`: the requests of the `open` tab (not answered yet, or whose offer expired), for the count beside "Tilbud" in the provider menu. 404 without a provider.',
        response: { 200: providerRequestCountsSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      return { open: await countOpenProviderRequests(request.em, provider.id) };
    },
  );

  app.get(
    '/customRequests/provider/:id',
    {
      schema: {
        tags,
        summary: 'A custom request as the caller\'s provider sees it',
        description:
          'Only a request that reached the caller\'s provider (404 otherwise). Marks it seen. The street shows once the provider\'s offer is accepted. `payoutTerms` are what `calculatePayout` (shared/payments/payout.ts) needs to show the payout for a price on the price-offer form.',
        params: requestIdParamsSchema,
        response: { 200: providerRequestSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const view = await presentProviderRequest(request.em, request.params.id, provider);
      await markSeenByProvider(request.em, request.params.id, provider.id, app.clock.now());
      return view;
    },
  );

  app.get(
    '/customRequests/categories/:id',
    {
      schema: {
        tags,
        summary: 'The questions a custom request in a category asks',
        description: 'Anyone. In order; a question with `dependsOnQuestionId` is shown only when that question was answered with `dependsOnAnswer` (for a multiple choice: among the chosen).',
        params: requestIdParamsSchema,
        response: { 200: z.array(categoryQuestionSchema), ...errors },
      },
    },
    async (request) => categoryQuestions(request.em, request.params.id),
  );

  app.post(
    '/customRequests/reject',
    {
      schema: {
        tags,
        summary: 'Decline a custom request with a reason',
        description: 'The caller\'s provider, for a request that reached it (404 otherwise), while it is open and the provider has no open offer on it (409). Again: the first decline.',
        body: rejectRequestBodySchema,
        response: { 200: rejectionSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const recipient = await rejectCustomRequest(request.em, { requestId: request.body.customRequestId, providerId: provider.id, reason: request.body.rejectReason, now: app.clock.now() });
      return { customRequestId: request.body.customRequestId, providerId: provider.id, rejectReason: recipient.rejectReason ?? '', rejectedAt: recipient.rejectedAt!.toISOString() };
    },
  );

  app.get(
    '/customRequests/rejected/:id',
    {
      schema: { tags, summary: 'The caller\'s decline of a custom request', description: 'The id is the request\'s. 404 when the caller\'s provider did not decline it.', params: requestIdParamsSchema, response: { 200: rejectionSchema, ...errors } },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const recipient = await findRejection(request.em, request.params.id, provider.id);
      return { customRequestId: request.params.id, providerId: provider.id, rejectReason: recipient.rejectReason ?? '', rejectedAt: recipient.rejectedAt!.toISOString() };
    },
  );

  app.post(
    '/priceOffers/provider',
    {
      schema: {
        tags,
        summary: 'Send a price offer',
        description:
          'The caller\'s provider, on an open request that reached it (404 otherwise). `amount` in kroner (at least 1, at most 2 decimals). `expiresAt` after now and not after the planned delivery (400 "The expiry date cannot be set after the scheduled delivery time."). A request without a date needs `startTime`, the start the provider proposes. One open offer per provider and request (409). A replacement request\'s price cannot change (409). The customer is told; the offer expires by itself at `expiresAt`.',
        body: priceOfferCreateBodySchema,
        response: { 201: priceOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      const provider = await requireOwnProvider(request);
      const now = app.clock.now();
      const offer = await createPriceOffer(request.em, { provider, body: request.body, now });
      try {
        await scheduleOfferExpiry(app.queues.customRequests, offer, now);
        const customRequest = offer.request;
        await tellCustomerOfOffer(request.em, messaging(), { customerId: customRequest.customer.id, requestId: customRequest.id, title: customRequest.title, offerId: offer.id, providerName: provider.displayName, amountOre: offer.amountOre, expiresAt: offer.expiresAt });
      } catch (error) {
        request.log.error({ err: error, offerId: offer.id }, 'offer follow-up could not be queued');
      }
      return reply.code(201).send(presentFull(offer));
    },
  );

  app.patch(
    '/price-offer/:id',
    {
      schema: {
        tags,
        summary: 'Change a price offer',
        description: 'The offer\'s provider (404 otherwise), while it is open: price, conditions, deadline (and the proposed start), by the rules of sending it. Expired: 409 "Offer has expired."; accepted or closed: 409.',
        params: requestIdParamsSchema,
        body: priceOfferPatchBodySchema,
        response: { 200: priceOfferSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(request);
      const now = app.clock.now();
      const offer = await patchPriceOffer(request.em, { offerId: request.params.id, providerId: provider.id, body: request.body, now });
      if (request.body.expiresAt !== undefined) {
        await scheduleOfferExpiry(app.queues.customRequests, offer, now).catch((error: unknown) => request.log.error({ err: error }, 'offer expiry could not be queued'));
      }
      return presentFull(offer);
    },
  );

  app.patch(
    '/price-offer/seen/:id',
    {
      schema: { tags, summary: 'Mark a price offer seen by the customer', description: 'The request\'s customer (404 otherwise); the first time counts, the provider sees it.', params: requestIdParamsSchema, response: { 200: priceOfferSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      return presentFull(await markOfferSeen(request.em, { offerId: request.params.id, customerId: user.id, now: app.clock.now() }));
    },
  );

  app.post(
    '/priceOffers/customer/:id',
    {
      schema: {
        tags,
        summary: 'Accept a price offer',
        description:
          'The request\'s customer (404 otherwise); the id is the offer\'s. Answers `{ bookingId }`: a booking in `awaiting_payment` at the offer\'s price, paid with `POST /api/booking/{id}/pay` within 72 hours. Exactly one offer of a request can win: the request closes and the other offers close. Its time is the request\'s date, or the start the offer proposed for a request without one (either side may move it before payment, `PUT /api/booking/{id}/time`); a provider busy then: 409 "Time is already booked." and the offer stays open. An undecided address is given here (`deliveryPlace`, else 400 "Please choose an address"). Expired: 409 "Offer has expired."; a provider not taking jobs: 409. Accepting the accepted offer again answers the same booking. An offer on a replacement request (`isReplacement`) makes no new booking: the booking it replaces, already paid, moves to this provider (same time, address and price, nothing to pay; 409 "Time is already booked." when the provider is busy then, the offer stays open), and `bookingId` is that booking.',
        params: requestIdParamsSchema,
        body: acceptBodySchema,
        response: { 200: acceptOfferResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const now = app.clock.now();
      const result = await acceptPriceOffer(request.em, { offerId: request.params.id, customerId: user.id, now, deliveryPlace: request.body?.deliveryPlace });
      if (result.changed && result.replacedProviderId) {
        const followUp = bookingFollowUp(app, request);
        const provider = await request.em.findOneOrFail(ProviderEntity, result.offer.provider.id, { fields: ['displayName'] });
        await followUp.notify(['replacementFoundCustomer', 'replacementFoundProvider'], result.booking, { providerName: provider.displayName ?? '' });
        await followUp.notify(['replacedProvider'], result.booking, { providerId: result.replacedProviderId });
        try {
          await tellOthersClosed(request.em, messaging(), result);
        } catch (error) {
          request.log.error({ err: error, offerId: result.offer.id }, 'closed offers could not be told');
        }
      } else if (result.changed) {
        try {
          await scheduleDeadline(app.queues.bookingDeadlines, result.booking, 'payment', now);
          await tellOfferAccepted(request.em, messaging(), {
            providerId: result.offer.provider.id,
            requestId: result.request.id,
            title: result.request.title,
            offerId: result.offer.id,
            amountOre: result.offer.amountOre,
            orderNumber: result.booking.orderNumber,
            paymentDueBy: result.booking.paymentDueBy ?? null,
          });
          await tellOthersClosed(request.em, messaging(), result);
        } catch (error) {
          // The payment deadline's sweep still expires the booking; only the messages are lost.
          request.log.error({ err: error, offerId: result.offer.id }, 'accepted offer follow-up could not be queued');
        }
      }
      return { bookingId: result.booking.id };
    },
  );
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NewNotification } from '#server/modules/notifications/user-notifier.ts';
import { socketChatEvents } from '#server/modules/chats/chat-events.ts';
import type { SentMessage } from '#server/modules/chats/chat.service.ts';
import { cardMessage, postMarketplaceMessage } from '#server/modules/chats/marketplace-messages.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { accountBookingPath, agentBookingPath } from '#shared/routing/paths.ts';
import type { AddonOfferEntity } from './addon-offer.entity.ts';
import { BookingEntity } from './booking.entity.ts';

/**
 * What follows a change to an add-on offer or reschedule request, after it is committed: the card
 * pushed to both sides (new, or again with its new state), a system line where the event deserves
 * one, and an in-app notification to whoever must act or know. None of it undoes the change: a
 * failure is logged, and the chat and notification centre are read again on the next visit.
 */
export function bookingCardsFollowUp(app: FastifyInstance, request: FastifyRequest) {
  const chat = socketChatEvents(app.io);
  const guarded = async (what: string, step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      request.log.error({ err: error }, `${what} could not be delivered`);
    }
  };
  const ownerOf = async (booking: BookingEntity) => (await request.em.findOneOrFail(ProviderEntity, booking.provider.id, { fields: ['id', 'owner'] })).owner.id;
  const params = (booking: BookingEntity, extra: Record<string, string> = {}) => ({ service: booking.serviceTitle, orderNumber: booking.orderNumber, ...extra });

  return {
    /** A card just written: pushed to both sides. */
    pushNew(sent: SentMessage | null): void {
      if (sent?.created) chat.message(sent.recipientIds, sent.message);
    },

    /** A card answered: pushed again, so both sides see its state. */
    pushAgain: (card: { addonOfferId: string } | { rescheduleRequestId: string }) =>
      guarded('chat card update', async () => {
        const current = await cardMessage(request.em, card);
        if (current) chat.message(current.recipientIds, current.message);
      }),

    /** Tells the customer (`to: 'customer'`) or the provider's owner about their booking. */
    notify: (booking: BookingEntity, to: 'customer' | 'provider', notification: Omit<NewNotification, 'link'>) =>
      guarded('notification', async () => {
        const userId = to === 'customer' ? booking.customer.id : await ownerOf(booking);
        await app.notifier.notify(request.em, userId, { ...notification, link: to === 'customer' ? accountBookingPath(booking.id) : agentBookingPath(booking.id) });
      }),

    /** A new add-on offer: its card, and the customer told. */
    async addonOffered(offer: AddonOfferEntity, booking: BookingEntity, card: SentMessage | null): Promise<void> {
      this.pushNew(card);
      await this.notify(booking, 'customer', { key: 'notifications:addonOffer.received', params: params(booking, { title: offer.title }) });
    },

    /** An add-on paid: the card's new state, a line in the chat, and the provider told. */
    async addonPaid(offer: AddonOfferEntity, booking: BookingEntity): Promise<void> {
      await this.pushAgain({ addonOfferId: offer.id });
      await guarded('chat line', async () => {
        const sent = await postMarketplaceMessage(request.em, {
          customerId: booking.customer.id,
          providerId: booking.provider.id,
          now: offer.paidAt ?? app.clock.now(),
          message: { kind: 'system', key: 'notifications:chat.addonPaid', params: params(booking, { title: offer.title }), bookingId: booking.id, about: `addonPaid:${offer.id}` },
        });
        this.pushNew(sent);
      });
      await this.notify(booking, 'provider', { key: 'notifications:addonOffer.paid', params: params(booking, { title: offer.title }) });
    },
  };
}

/** An add-on the gateway's success paid (webhook or the return page's refresh): as `addonPaid` above. */
export async function addonPaid(app: FastifyInstance, request: FastifyRequest, offer: AddonOfferEntity): Promise<void> {
  const booking = await request.em.findOneOrFail(BookingEntity, offer.booking.id);
  await bookingCardsFollowUp(app, request).addonPaid(offer, booking);
}

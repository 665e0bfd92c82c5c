import { describe, expect, it } from 'vitest';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { seedDemoBookings } from '#server/modules/bookings/booking.seed.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { PaymentEntity } from './payment.entity.ts';

// Card refunds go through the gateway adapter, which looks for the payment behind the charge.
const app = await buildTestApp({ payments: 'gateway' });
const em = app.orm.em.fork();

describe('goodwill refund of the demo bookings', async () => {
  const provider = await createProvider(em);
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000 });
  const customer = seedDemoBookings(em, { provider, service, now: app.clock.now() });
  await em.flush();
  const admin = await createTestUser(em);
  admin.isAdmin = true;
  await em.flush();

  it('seeds the card payment behind every ledger charge, under the same key', async () => {
    const charges = await em.fork().find(LedgerEntryEntity, { booking: { customer }, kind: 'charge' });
    expect(charges.length).toBeGreaterThan(0);
    for (const charge of charges) {
      const payment = await em.fork().findOne(PaymentEntity, { idempotencyKey: charge.idempotencyKey });
      expect(payment).toMatchObject({ status: 'succeeded', amountOre: charge.amountOre, purpose: 'booking' });
    }
  });

  it('answers 409 error.payment.no_card_payment_to_refund when no gateway payment stands behind the charge', async () => {
    const done = await em.fork().findOneOrFail(BookingEntity, { customer, status: 'done' });
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${done.id}/refund`,
      cookies: { sid: await sessionCookieFor(app, admin.id) },
      headers: { origin: 'http://localhost:3000' },
      payload: { amountOre: 10_000, reason: 'Kunden klaget på arbeidet.' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.key).toBe('error.payment.no_card_payment_to_refund');
    expect(await em.fork().count(LedgerEntryEntity, { booking: done.id, kind: 'refund' })).toBe(0);
  });
});

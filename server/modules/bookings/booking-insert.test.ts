import { DriverException } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nextStatus } from '#shared/bookings/booking-status.ts';
import { connectOrm } from '#server/db/database.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import type { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { toErrorBody } from '#server/plugins/errors.plugin.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createTestUser } from '#server/test/factories.ts';
import { BookingAddonEntity } from './booking-addon.entity.ts';
import { type BookingInsert, type InitialBookingStatus, insertBooking } from './booking-insert.ts';
import { BookingEntity } from './booking.entity.ts';

let orm: MikroORM;
beforeAll(async () => {
  // A pool wide enough that the concurrent inserts really meet in the database.
  orm = await connectOrm(inject('databaseUrl'), { poolMax: 20 });
});
afterAll(() => orm.close());

const minute = 60_000;
const at = (time: string) => new Date(`2026-09-14T${time}:00+02:00`);

type Fixture = { provider: ProviderEntity; service: ServiceEntity; customerIds: string[] };

async function fixture(customers = 2): Promise<Fixture> {
  const em = orm.em.fork();
  const provider = await createProvider(em);
  const service = await createService(em, provider, { baseDurationMinutes: 60, basePriceOre: 120_000 });
  const customerIds: string[] = [];
  for (let index = 0; index < customers; index += 1) customerIds.push((await createTestUser(em)).id);
  return { provider, service, customerIds };
}

function booking(
  { provider, service, customerIds }: Fixture,
  options: { start: Date; minutes?: number; buffer?: number; status?: InitialBookingStatus; customer?: number },
): BookingInsert {
  return {
    customer: customerIds[options.customer ?? 0]!,
    provider: provider.id,
    service,
    status: options.status ?? 'hold',
    startsAt: options.start,
    endsAt: new Date(options.start.getTime() + (options.minutes ?? 60) * minute),
    bufferMinutes: options.buffer ?? 0,
    priceOre: 120_000,
    vatOre: 24_000,
    cancellationPolicy: 'simple',
    paymentMethod: 'card',
    deliveryAddress: { street: 'Storgata 1', postalCode: '0155', place: 'Oslo', areaId: 'oslo-sentrum' },
  };
}

/** Inserts with a fresh entity manager, as a separate request would. */
const insertAlone = (data: BookingInsert) => insertBooking(orm.em.fork(), data);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('insertBooking', () => {
  it('lets exactly one of 50 simultaneous bookings of the same time through, every time', async () => {
    const setup = await fixture(50);
    for (let round = 0; round < 5; round += 1) {
      const start = new Date(at('09:00').getTime() + round * 24 * 60 * minute);
      const results = await Promise.allSettled(
        setup.customerIds.map((_, customer) =>
          insertBooking(orm.em.fork(), booking(setup, { start, customer, status: customer % 2 ? 'hold' : 'awaiting_payment' })),
        ),
      );
      const booked = results.filter((result) => result.status === 'fulfilled');
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
      expect(booked, `round ${round}`).toHaveLength(1);
      expect(refused).toHaveLength(49);
      for (const reason of refused) {
        expect(reason).toBeInstanceOf(AppError);
        expect(toErrorBody(reason)).toEqual({ message: 'Time is already booked.', status: 409, data: { key: 'error.booking.time_already_booked' } });
      }
      const stored = await orm.em.fork().find(BookingEntity, { provider: setup.provider.id, startsAt: start });
      expect(stored.map((row) => row.id)).toEqual([booked[0]!.value.id]);
    }
  });

  it('stores the times, deadlines, a readable order number and the add-ons as booked', async () => {
    const setup = await fixture();
    const now = new Date('2026-09-01T08:00:00Z');
    const data = {
      ...booking(setup, { start: at('12:00'), minutes: 90, buffer: 30, status: 'awaiting_provider' }),
      now,
      addons: [{ addon: null, title: 'Ekstra time', unitType: 'custom' as const, unitPriceOre: 60_000, units: 1, unitTimeMinutes: 30, amountOre: 60_000 }],
    };
    const { id } = await insertAlone(data);
    const stored = await orm.em.fork().findOneOrFail(BookingEntity, id);
    expect(stored.orderNumber).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(stored.endsAt).toEqual(at('13:30'));
    expect(stored.busyUntil).toEqual(at('14:00'));
    expect(stored.providerAnswerBy).toEqual(new Date('2026-09-04T08:00:00Z'));
    expect(stored.paymentDueBy).toBeNull();
    expect(stored.serviceTitle).toBe(setup.service.title);
    const addons = await orm.em.fork().find(BookingAddonEntity, { booking: id });
    expect(addons.map((addon) => [addon.title, addon.units, addon.amountOre])).toEqual([['Ekstra time', 1, 60_000]]);
  });

  it('accepts two requests for the same time, since a request holds no time, but only one of them can be accepted', async () => {
    const setup = await fixture();
    const first = await insertAlone(booking(setup, { start: at('10:00'), status: 'awaiting_provider', customer: 0 }));
    const second = await insertAlone(booking(setup, { start: at('10:00'), status: 'awaiting_provider', customer: 1 }));
    expect(first.id).not.toBe(second.id);

    const accept = async (id: string) => {
      const em = orm.em.fork();
      const row = await em.findOneOrFail(BookingEntity, id);
      row.status = nextStatus(row.status, { type: 'accept' }).status;
      await em.flush();
    };
    await accept(first.id);
    // The database refuses the second acceptance just as it refuses an insert.
    const error = await accept(second.id).then(() => null, (thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DriverException);
    expect(error).toMatchObject({ code: '23P01' });
  });

  it('frees the time when the booking holding it is cancelled', async () => {
    const setup = await fixture();
    const first = await insertAlone(booking(setup, { start: at('14:00'), customer: 0 }));
    expect((await refusal(insertAlone(booking(setup, { start: at('14:30'), customer: 1 })))).status).toBe(409);

    const em: EntityManager = orm.em.fork();
    const row = await em.findOneOrFail(BookingEntity, first.id);
    row.status = nextStatus(row.status, { type: 'cancel_by_customer' }).status;
    row.cancelledAt = new Date();
    row.whoCancelled = 'customer';
    await em.flush();

    const second = await insertAlone(booking(setup, { start: at('14:30'), customer: 1 }));
    expect(second.status).toBe('hold');
  });

  it('keeps the provider busy through the buffer, and free from the moment it ends', async () => {
    const setup = await fixture();
    // 10:00–11:00 with a 30 minute buffer: busy until 11:30.
    await insertAlone(booking(setup, { start: at('10:00'), buffer: 30, customer: 0 }));
    for (const start of ['10:59', '11:00', '11:29']) {
      const error = await refusal(insertAlone(booking(setup, { start: at(start), customer: 1 })));
      expect(error.key, start).toBe('error.booking.time_already_booked');
    }
    // A booking ending inside the earlier one is refused too.
    await refusal(insertAlone(booking(setup, { start: at('09:30'), minutes: 45, customer: 1 })));
    const right = await insertAlone(booking(setup, { start: at('11:30'), customer: 1 }));
    expect(right.startsAt).toEqual(at('11:30'));
    // Ending exactly when the first starts is fine as well: the ranges are half open.
    await insertAlone(booking(setup, { start: at('09:00'), customer: 1 }));
  });

  it('keeps providers apart: the same time with another provider is free', async () => {
    const one = await fixture();
    const other = await fixture();
    await insertAlone(booking(one, { start: at('16:00') }));
    expect((await insertAlone(booking(other, { start: at('16:00') }))).status).toBe('hold');
  });
});

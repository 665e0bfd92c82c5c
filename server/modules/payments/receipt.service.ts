import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { vatIncluded } from '#shared/bookings/booking-price.ts';
import type { Receipt, ReceiptListItem } from '#shared/payments/payment.schema.ts';
import { notFound } from '#server/lib/app-error.ts';
import { BookingAddonEntity } from '#server/modules/bookings/booking-addon.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { cursorKeys, cursorTimestamp, decodeCursor, encodeCursor } from '#server/modules/explore/cursor.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { PaymentEntity } from './payment.entity.ts';
import { SavedCardEntity } from './saved-card.entity.ts';

const pageSize = 20;
const order = 'receipts';

/**
 * A booking has a receipt once it was paid (confirmed), also after it was done or cancelled.
 * `hasReceipt` and `paid` are the one rule, for a loaded booking and for a query.
 */
export const hasReceipt = (booking: Pick<BookingEntity, 'confirmedAt'>): boolean => booking.confirmedAt != null;
const paid = (customerId: string): FilterQuery<BookingEntity> => ({ customer: customerId, confirmedAt: { $ne: null } });

/** What the balance paid, by the ledger; the rest of the price was paid by card or invoice. */
async function balancePaid(em: EntityManager, bookingId: string): Promise<number> {
  const uses = await em.find(LedgerEntryEntity, { booking: bookingId, kind: 'balance_use' }, { fields: ['amountOre'] });
  return uses.reduce((sum, entry) => sum + entry.amountOre, 0);
}

function methodOf(booking: BookingEntity, balanceOre: number): Receipt['paymentMethod'] {
  if (booking.paymentMethod === 'invoice') return 'invoice';
  if (balanceOre >= booking.priceOre) return 'balance';
  return balanceOre > 0 ? 'card_and_balance' : 'card';
}

/** The customer's receipts, newest payment first (keyset on the confirmation time). */
export async function listReceipts(em: EntityManager, customerId: string, next?: string): Promise<{ data: ReceiptListItem[]; next: string | null }> {
  const conditions: FilterQuery<BookingEntity>[] = [paid(customerId)];
  if (next) {
    const [time, id] = decodeCursor(next, order, cursorKeys.timeId);
    const at = new Date(time);
    conditions.push({ $or: [{ confirmedAt: { $lt: at } }, { confirmedAt: at, id: { $lt: id } }] });
  }
  const rows = await em.find(BookingEntity, { $and: conditions }, { orderBy: { confirmedAt: 'desc', id: 'desc' }, limit: pageSize + 1, populate: ['provider'] });
  const page = rows.slice(0, pageSize);
  const data = await Promise.all(
    page.map(async (booking) => ({
      bookingId: booking.id,
      orderNumber: booking.orderNumber,
      serviceTitle: booking.serviceTitle,
      providerName: booking.provider.displayName ?? '',
      paidAt: booking.confirmedAt?.toISOString() ?? null,
      totalOre: booking.priceOre,
      paymentMethod: methodOf(booking, await balancePaid(em, booking.id)),
    })),
  );
  const last = page.at(-1);
  return { data, next: rows.length > pageSize && last?.confirmedAt ? encodeCursor(order, [cursorTimestamp(last.confirmedAt), last.id]) : null };
}

/** One receipt: the price lines as booked, discounts, and how it was paid. Others' bookings: 404. */
export async function receiptFor(em: EntityManager, customerId: string, bookingId: string): Promise<Receipt> {
  const booking = await em.findOne(BookingEntity, { $and: [paid(customerId), { id: bookingId }] });
  if (!booking) throw notFound();
  const [provider, addons, service, payment, balanceOre] = await Promise.all([
    em.findOneOrFail(ProviderEntity, booking.provider.id, { fields: ['id', 'displayName'] }),
    em.find(BookingAddonEntity, { booking: booking.id }, { orderBy: { sortIndex: 'asc' } }),
    booking.service ? em.findOne(ServiceEntity, booking.service.id, { populate: ['category'] }) : null,
    em.findOne(PaymentEntity, { booking: booking.id, status: 'succeeded' }, { orderBy: { createdAt: 'desc' } }),
    balancePaid(em, booking.id),
  ]);
  const addonTotal = addons.reduce((sum, addon) => sum + addon.amountOre, 0);
  const card = payment?.savedCardRef ? await em.findOne(SavedCardEntity, { cardRef: payment.savedCardRef }) : null;
  const method = methodOf(booking, balanceOre);
  const rest = Math.max(0, booking.priceOre - balanceOre);
  return {
    bookingId: booking.id,
    orderNumber: booking.orderNumber,
    serviceTitle: booking.serviceTitle,
    providerName: provider.displayName ?? '',
    paidAt: booking.confirmedAt?.toISOString() ?? null,
    lines: [
      { label: booking.serviceTitle, amountOre: booking.listPriceOre - addonTotal },
      ...addons.map((addon) => ({ label: addon.title, amountOre: addon.amountOre })),
    ],
    listPriceOre: booking.listPriceOre,
    discountOre: booking.discountOre,
    balanceOre,
    cardOre: method === 'invoice' ? 0 : rest,
    invoiceOre: method === 'invoice' ? rest : 0,
    totalOre: booking.priceOre,
    vatOre: booking.vatOre,
    vatRatePercent: service ? Number(service.category.taxRate) : inferredRate(booking.priceOre, booking.vatOre),
    paymentMethod: method,
    cardLast4: card?.last4 ?? null,
  };
}

/** The VAT rate a stored price and its VAT fit, for a booking whose service is gone. */
function inferredRate(priceOre: number, vatOre: number): number {
  return [25, 15, 12, 0].find((rate) => vatIncluded(priceOre, rate) === vatOre) ?? 25;
}

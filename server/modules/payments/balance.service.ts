import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { balancePart } from '#shared/payments/checkout-price.ts';
import { query, sql } from '#server/db/sql.ts';
import { BalanceEntryEntity, type BalanceEntryKind } from './balance-entry.entity.ts';

/** A customer's account balance in øre: gift cards redeemed and refunds returned, less what was used. */
export async function balanceOf(em: EntityManager, userId: string): Promise<number> {
  const [row] = await query<{ balance: string | null }>(em, sql`select sum(amount_ore)::bigint as balance from balance_entry where user_id = ${userId}`);
  return Number(row?.balance ?? 0);
}

export type BalanceCredit = {
  userId: string;
  kind: Extract<BalanceEntryKind, 'gift_card' | 'booking_refund'>;
  amountOre: number;
  giftCardId?: string | null;
  bookingId?: string | null;
  idempotencyKey: string;
};

/** Adds to a balance once per key; answers whether this call wrote it. Nothing for 0 øre. */
export async function creditBalance(em: EntityManager, credit: BalanceCredit): Promise<boolean> {
  if (credit.amountOre <= 0) return false;
  const written = await insertEntry(em, { ...credit, amountOre: credit.amountOre });
  return written;
}

/**
 * Uses up to `upToOre` of the customer's balance to pay for a booking, and answers how much was
 * used. The user's row is locked first, so two payments at once cannot spend the same money; the
 * key makes a repeated call answer what the first one used without spending again. Call it inside
 * a transaction (the lock lasts until it ends).
 */
export async function spendBalance(em: EntityManager, input: { userId: string; bookingId: string; upToOre: number; idempotencyKey: string }): Promise<number> {
  const earlier = await em.findOne(BalanceEntryEntity, { idempotencyKey: input.idempotencyKey }, { refresh: true });
  if (earlier) return -earlier.amountOre;
  if (input.upToOre <= 0) return 0;
  await query(em, sql`select id from app_user where id = ${input.userId} for update`);
  const available = await balanceOf(em, input.userId);
  const used = balancePart(input.upToOre, available, true);
  if (used <= 0) return 0;
  await insertEntry(em, { userId: input.userId, kind: 'booking_payment', amountOre: -used, bookingId: input.bookingId, idempotencyKey: input.idempotencyKey });
  return used;
}

/** What a booking took from the customer's balance, less what was given back to it. */
export async function balanceUsedFor(em: EntityManager, bookingId: string): Promise<number> {
  const [row] = await query<{ used: string | null }>(em, sql`select -sum(amount_ore)::bigint as used from balance_entry where booking_id = ${bookingId}`);
  return Number(row?.used ?? 0);
}

async function insertEntry(
  em: EntityManager,
  entry: { userId: string; kind: BalanceEntryKind; amountOre: number; giftCardId?: string | null; bookingId?: string | null; idempotencyKey: string },
): Promise<boolean> {
  const result = await em
    .createQueryBuilder(BalanceEntryEntity)
    .insert({
      id: randomUUID(),
      user: entry.userId,
      kind: entry.kind,
      amountOre: entry.amountOre,
      giftCard: entry.giftCardId ?? null,
      booking: entry.bookingId ?? null,
      idempotencyKey: entry.idempotencyKey,
      createdAt: new Date(),
    })
    .onConflict('idempotencyKey')
    .ignore()
    .execute('run');
  return (result as { affectedRows?: number }).affectedRows === 1;
}

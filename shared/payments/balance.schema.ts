import { z } from 'zod';

/** `GET /api/payments/balance`: the signed-in customer's account balance (gift cards redeemed, refunds returned). */
export const accountBalanceSchema = z.object({ balanceOre: z.number().int().min(0) });
export type AccountBalance = z.infer<typeof accountBalanceSchema>;

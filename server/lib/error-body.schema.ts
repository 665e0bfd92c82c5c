import { z } from 'zod';

/** The error body of every failed call (api-contract "Errors"), for route response schemas. */
export const errorBodySchema = z.object({
  message: z.string(),
  status: z.number().int(),
  data: z.record(z.string(), z.unknown()).optional(),
});

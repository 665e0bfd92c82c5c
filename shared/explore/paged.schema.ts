import { z } from 'zod';

/** Spec §3 Paged result: one page of a list and the opaque cursor of the next page (null at the end). */
export function pagedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), next: z.string().nullable() });
}

export interface Paged<Item> {
  data: Item[];
  next: string | null;
}

/** Cursors are opaque to clients; this only bounds their size before the server decodes one. */
export const cursorSchema = z.string().min(1).max(400).regex(/^[A-Za-z0-9_-]+$/);

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** One SMS or e-mail the development outbox adapter stored instead of sending. */
export const outboxMessageSchema = z.object({
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullish(),
  text: z.string(),
  html: z.string().nullish(),
  createdAt: z.coerce.date(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

const outboxSchema = z.object({ data: z.array(outboxMessageSchema) });

/** `GET /api/dev/outbox?to=` (api-contract "Development outbox"), newest first. */
export async function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  const { data } = outboxSchema.parse(await api.get('dev/outbox', { query: { to }, signal }));
  return [...data].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export function useOutbox(to: string) {
  return useQuery({
    queryKey: ['dev', 'outbox', to],
    queryFn: ({ signal }) => getOutbox(to, signal),
    enabled: to.length > 0,
    // Messages arrive while the developer watches; a short poll saves pressing reload.
    refetchInterval: 5_000,
  });
}

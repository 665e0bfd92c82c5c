import { useQuery } from '@tanstack/react-query';
import type { DevOutboxEntry } from '#shared/notifications/dev-outbox.schema.ts';
import { api } from '../../../lib/api-client.ts';

/** One SMS or e-mail the development outbox adapter stored instead of sending. */
export type OutboxMessage = DevOutboxEntry;

/** `GET /api/dev/outbox?to=` (api-contract "Development outbox"), newest first. */
export async function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  const { data } = await api.get<{ data: OutboxMessage[] }>('dev/outbox', { query: { to }, signal });
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

import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProviderSubscription, Subscription, SubscriptionVisit } from '#shared/subscriptions/subscription.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** The API client turns ISO date-times into `Date`; these are the shapes the screens get. */
export type SubscriptionVisitView = Omit<SubscriptionVisit, 'startsAt' | 'chargeAt' | 'nextTryAt' | 'suggestedTimes'> & {
  startsAt: Date;
  chargeAt: Date;
  nextTryAt: Date | null;
  suggestedTimes: Date[];
};
export type SubscriptionView = Omit<Subscription, 'nextVisit' | 'nextChargeAt' | 'createdAt' | 'cancelledAt'> & {
  nextVisit: SubscriptionVisitView | null;
  nextChargeAt: Date | null;
  createdAt: Date;
  cancelledAt: Date | null;
};
export type SubscriptionDetailView = SubscriptionView & { visits: SubscriptionVisitView[] };
type ProviderVisit = ProviderSubscription['nextVisits'][number];
export type ProviderSubscriptionView = Omit<ProviderSubscription, 'nextVisits' | 'createdAt'> & {
  nextVisits: (Omit<ProviderVisit, 'startsAt'> & { startsAt: Date })[];
  createdAt: Date;
};

/** Active lists active and paused ones; inactive the cancelled. */
export type SubscriptionListState = 'active' | 'inactive';

export const subscriptionsQueryKey = ['subscriptions'] as const;
export const subscriptionListQueryKey = (state: SubscriptionListState) => [...subscriptionsQueryKey, 'list', state] as const;
export const subscriptionQueryKey = (id: string) => [...subscriptionsQueryKey, 'detail', id] as const;
export const providerSubscriptionsQueryKey = ['provider', 'subscriptions'] as const;

const subscriptionPath = (id: string) => `subscriptions/${encodeURIComponent(id)}`;

/** `GET /api/subscriptions?state=…`. */
export function useSubscriptions(state: SubscriptionListState) {
  return useQuery({
    queryKey: subscriptionListQueryKey(state),
    queryFn: async ({ signal }) => (await api.get<{ data: SubscriptionView[] }>('subscriptions', { query: { state }, signal })).data,
  });
}

/** `GET /api/subscriptions/:id`; `null` when it is not there (or not the customer's). */
export function useSubscription(id: string) {
  return useQuery({
    queryKey: subscriptionQueryKey(id),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<SubscriptionDetailView>(subscriptionPath(id), { signal });
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
  });
}

/** `GET /api/provider/subscriptions`: the signed-in provider's subscribers. */
export function useProviderSubscriptions() {
  return useQuery({
    queryKey: providerSubscriptionsQueryKey,
    queryFn: async ({ signal }) => (await api.get<{ data: ProviderSubscriptionView[] }>('provider/subscriptions', { signal })).data,
  });
}

/**
 * Puts an answer on screen at once: the detail takes it (a bare subscription keeps the visits it
 * had, which are read again), and the lists are read again since it may have moved between tabs.
 */
function storeAnswer(queryClient: QueryClient, id: string, answer: SubscriptionView | SubscriptionDetailView) {
  const hasVisits = 'visits' in answer;
  queryClient.setQueryData<SubscriptionDetailView | null>(subscriptionQueryKey(id), (current) =>
    hasVisits ? answer : current ? { ...current, ...answer } : current,
  );
  for (const state of ['active', 'inactive'] as const) {
    queryClient.setQueryData<SubscriptionView[]>(subscriptionListQueryKey(state), (list) =>
      list?.map((item) => (item.id === id ? { ...item, ...withoutVisits(answer) } : item)),
    );
  }
  void queryClient.invalidateQueries({ queryKey: [...subscriptionsQueryKey, 'list'] });
  if (!hasVisits) void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(id) });
}

function withoutVisits(answer: SubscriptionView | SubscriptionDetailView): SubscriptionView {
  if (!('visits' in answer)) return answer;
  const { visits: _visits, ...rest } = answer;
  return rest;
}

function useSubscriptionAction<Variables>(id: string, call: (variables: Variables) => Promise<SubscriptionView | SubscriptionDetailView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => storeAnswer(queryClient, id, answer),
  });
}

/** `POST /api/subscriptions/:id/pause` and `…/resume`. */
export function usePauseSubscription(id: string) {
  return useSubscriptionAction(id, (pause: boolean) => api.post<SubscriptionView>(`${subscriptionPath(id)}/${pause ? 'pause' : 'resume'}`));
}

/** `POST /api/subscriptions/:id/cancel`: with `cancelUpcoming` the coming visits go too, except those past their deadline. */
export function useCancelSubscription(id: string) {
  return useSubscriptionAction(id, (cancelUpcoming: boolean) => api.post<SubscriptionDetailView>(`${subscriptionPath(id)}/cancel`, { cancelUpcoming }));
}

/** `POST /api/subscriptions/:id/card`: the visits are charged to another saved card from now on. */
export function useChangeSubscriptionCard(id: string) {
  return useSubscriptionAction(id, (savedCardId: string) => api.post<SubscriptionView>(`${subscriptionPath(id)}/card`, { savedCardId }));
}

/** `POST /api/subscriptions/:id/visits/:visitId/skip`: only while the visit `canSkip`. */
export function useSkipVisit(id: string) {
  return useSubscriptionAction(id, (visitId: string) =>
    api.post<SubscriptionDetailView>(`${subscriptionPath(id)}/visits/${encodeURIComponent(visitId)}/skip`),
  );
}

/** `POST /api/subscriptions/:id/visits/:visitId/move`: a collided visit gets one of its suggested times. */
export function useMoveVisit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ visitId, startTime }: { visitId: string; startTime: Date }) =>
      api.post<SubscriptionDetailView>(`${subscriptionPath(id)}/visits/${encodeURIComponent(visitId)}/move`, { startTime: startTime.toISOString() }),
    onSuccess: (answer) => storeAnswer(queryClient, id, answer),
    // A time taken meanwhile: the free times are read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey(id) }),
  });
}

/** `GET /api/subscriptions/:id/days?year=`: days the visits could move to, for this year and the next. */
export function useChangeDays(id: string, years: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: [...subscriptionQueryKey(id), 'change-days', ...years],
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(years.map((year) => api.get<{ days: string[] }>(`${subscriptionPath(id)}/days`, { signal, query: { year } })));
      return [...new Set(answers.flatMap((answer) => answer.days))].sort();
    },
    enabled,
    staleTime: 30_000,
  });
}

/** `GET /api/subscriptions/:id/times?day=`: starts on that day for the visits' length. */
export function useChangeTimes(id: string, day: string | null) {
  return useQuery({
    queryKey: [...subscriptionQueryKey(id), 'change-times', day],
    queryFn: async ({ signal }) => (await api.get<{ times: Date[] }>(`${subscriptionPath(id)}/times`, { signal, query: { day: day ?? '' } })).times,
    enabled: Boolean(day),
    staleTime: 30_000,
  });
}

/** `POST /api/subscriptions/:id/change`: a new rhythm from an offered start on. */
export function useChangePlan(id: string) {
  return useSubscriptionAction(id, (plan: { frequency: Subscription['frequency']; startTime: string }) => api.post<SubscriptionDetailView>(`${subscriptionPath(id)}/change`, plan));
}

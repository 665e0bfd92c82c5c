import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ownServiceSchema, type Offering, type OwnService } from '#shared/providers/offering.schema.ts';
import { api } from '../../../lib/api-client.ts';

export const ownServicesQueryKey = ['provider', 'me', 'services'] as const;
export const ownServiceQueryKey = (id: string) => ['provider', 'me', 'services', id] as const;

const ownServiceListSchema = z.array(ownServiceSchema);

/** `GET /api/provider/me/service`: the provider's services, oldest first. */
export function useOwnServices() {
  return useQuery({
    queryKey: ownServicesQueryKey,
    queryFn: async ({ signal }) => ownServiceListSchema.parse(await api.get('provider/me/service', { signal })),
  });
}

/** `GET /api/service/{id}` as its provider sees it. */
export function useOwnService(id: string | undefined) {
  return useQuery({
    queryKey: ownServiceQueryKey(id ?? ''),
    queryFn: async ({ signal }) => ownServiceSchema.parse(await api.get(`service/${id}`, { signal })),
    enabled: Boolean(id),
  });
}

/** The body of a create or update: the offering as JSON in the `offering` field of a multipart form. */
export function offeringFormData(offering: Offering): FormData {
  const form = new FormData();
  form.append('offering', JSON.stringify(offering));
  return form;
}

/** `POST /api/service` without an id, `PUT /api/service/{id}` with one. */
export function useSaveService(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offering: Offering) => {
      const body = offeringFormData(offering);
      const saved = id ? await api.put(`service/${id}`, body) : await api.post('service', body);
      return ownServiceSchema.parse(saved);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(ownServiceQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ownServicesQueryKey, exact: true });
    },
  });
}

/** `PATCH /api/service/{id}/enabled`: shows or hides a service for customers. */
export function useSetServiceEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) => {
      await api.patch(`service/${id}/enabled`, { enabled });
      return { id, enabled };
    },
    onSuccess: ({ id, enabled }) => {
      queryClient.setQueryData<OwnService[]>(ownServicesQueryKey, (services) =>
        services?.map((service) => (service.id === id ? { ...service, enabled } : service)),
      );
      void queryClient.invalidateQueries({ queryKey: ownServiceQueryKey(id) });
    },
  });
}

/** `DELETE /api/service/{id}`. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`service/${id}`);
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<OwnService[]>(ownServicesQueryKey, (services) => services?.filter((service) => service.id !== id));
      queryClient.removeQueries({ queryKey: ownServiceQueryKey(id) });
    },
  });
}

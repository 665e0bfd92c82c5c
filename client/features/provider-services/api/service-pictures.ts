import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pictureSchema, type Picture } from '#shared/explore/common.schema.ts';
import type { OwnService } from '#shared/providers/offering.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { ownServiceQueryKey, ownServicesQueryKey } from './own-services.ts';

export type PixelCrop = { x: number; y: number; width: number; height: number };
export type PictureCrops = { square: PixelCrop; wide: PixelCrop };

/** Every picture mutation changes the service's picture list; update it in the cache and on the list page. */
function usePictureCache(serviceId: string) {
  const queryClient = useQueryClient();
  return {
    replace: (update: (pictures: Picture[]) => Picture[]) => {
      queryClient.setQueryData<OwnService>(ownServiceQueryKey(serviceId), (service) =>
        service ? { ...service, pictures: update(service.pictures) } : service,
      );
      void queryClient.invalidateQueries({ queryKey: ownServicesQueryKey, exact: true });
    },
  };
}

/** `POST /api/service/{id}/picture`: the original file and, in its pixels, the square and wide crops. */
export function useAddServicePicture(serviceId: string) {
  const cache = usePictureCache(serviceId);
  return useMutation({
    mutationFn: async ({ file, crops, title }: { file: File; crops: PictureCrops; title?: string }) => {
      const form = new FormData();
      form.append('original', file);
      form.append('crops', JSON.stringify(crops));
      if (title?.trim()) form.append('title', title.trim());
      return pictureSchema.parse(await api.post(`service/${serviceId}/picture`, form));
    },
    onSuccess: (picture) => cache.replace((pictures) => [...pictures, picture]),
  });
}

/** `PATCH /api/service/{id}/picture/{photoId}/order`: one step earlier or later; answers the new order. */
export function useMoveServicePicture(serviceId: string) {
  const cache = usePictureCache(serviceId);
  return useMutation({
    mutationFn: async ({ pictureId, direction }: { pictureId: string; direction: 'Up' | 'Down' }) =>
      z.array(pictureSchema).parse(await api.patch(`service/${serviceId}/picture/${pictureId}/order`, { direction })),
    onSuccess: (ordered) => cache.replace(() => ordered),
  });
}

/** `DELETE /api/service/{id}/picture/{photoId}`. */
export function useDeleteServicePicture(serviceId: string) {
  const cache = usePictureCache(serviceId);
  return useMutation({
    mutationFn: async (pictureId: string) => {
      await api.delete(`service/${serviceId}/picture/${pictureId}`);
      return pictureId;
    },
    onSuccess: (pictureId) => cache.replace((pictures) => pictures.filter((picture) => picture.id !== pictureId)),
  });
}

/** `PUT /api/service/picture/{photoId}`: the text a screen reader reads for the picture. */
export function useSetPictureAltText(serviceId: string) {
  const cache = usePictureCache(serviceId);
  return useMutation({
    mutationFn: async ({ pictureId, altText }: { pictureId: string; altText: string }) =>
      pictureSchema.parse(await api.put(`service/picture/${pictureId}`, { altText })),
    onSuccess: (saved) => cache.replace((pictures) => pictures.map((picture) => (picture.id === saved.id ? saved : picture))),
  });
}

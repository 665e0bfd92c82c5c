import { useMutation } from '@tanstack/react-query';
import type { PictureCrops } from '#shared/providers/profile.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useStoreOwnProvider } from './own-provider.ts';

function pictureForm(original: File, crops: PictureCrops): FormData {
  const form = new FormData();
  form.append('original', original);
  form.append('crops', JSON.stringify(crops));
  return form;
}

/** `POST /api/provider/cover-photo`: the original and its square and wide crops, in its pixels. */
export function useUploadCoverPhoto() {
  const store = useStoreOwnProvider();
  return useMutation({
    mutationFn: ({ original, crops }: { original: File; crops: PictureCrops }) => api.post<unknown>('provider/cover-photo', pictureForm(original, crops)),
    onSuccess: store,
  });
}

/** `POST /api/provider/add-picture`: a gallery picture; crops left out are centred by the server. */
export function useAddPicture() {
  const store = useStoreOwnProvider();
  return useMutation({
    mutationFn: ({ original, crops, title }: { original: File; crops: PictureCrops; title: string }) => {
      const form = pictureForm(original, crops);
      if (title.trim()) form.append('title', title.trim());
      return api.post<unknown>('provider/add-picture', form);
    },
    onSuccess: store,
  });
}

/** `DELETE /api/provider/pictures/{id}` (204). */
export function useDeletePicture() {
  const store = useStoreOwnProvider();
  return useMutation({
    mutationFn: (pictureId: string) => api.delete<unknown>(`provider/pictures/${encodeURIComponent(pictureId)}`),
    onSuccess: () => store(undefined),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate } from '#shared/providers/profile.schema.ts';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { api } from '../../../lib/api-client.ts';
import { useStoreOwnProvider } from './own-provider.ts';

export type ProfileUpdateRequest = { providerId: string; profile: ProfileUpdate; photo?: File | null };

/**
 * `POST /api/provider/{id}/profile` (multipart): the `profile` JSON and, when chosen, the new
 * `photo` (at least 1200 × 1200, else 400 `error.upload.photo_too_small`).
 */
export function useUpdateProfile() {
  const store = useStoreOwnProvider();
  return useMutation({
    mutationFn: ({ providerId, profile, photo }: ProfileUpdateRequest) => {
      const form = new FormData();
      form.append('profile', JSON.stringify(profile));
      if (photo) form.append('photo', photo);
      return api.post<ProviderMe>(`provider/${encodeURIComponent(providerId)}/profile`, form);
    },
    onSuccess: store,
  });
}

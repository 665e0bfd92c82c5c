import { useMutation } from '@tanstack/react-query';
import { userSchema } from '#shared/accounts/user.schema.ts';
import type { NotificationSettings } from '#shared/notifications/notification-settings.ts';
import { api } from '../../../lib/api-client.ts';
import { useStoreUser } from './set-user.ts';

/** `PUT /api/user/notification-settings`: every topic and channel, always sent whole. */
export function useUpdateNotificationSettings() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) => userSchema.parse(await api.put('user/notification-settings', settings)),
    onSuccess: storeUser,
  });
}

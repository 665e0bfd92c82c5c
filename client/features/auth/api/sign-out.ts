import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/logout` (this browser) or `POST /api/logout/all` (every device); both answer 204. */
export function useSignOut() {
  return useMutation({
    mutationFn: async ({ everywhere }: { everywhere: boolean }) => {
      await api.post(everywhere ? 'logout/all' : 'logout');
    },
  });
}

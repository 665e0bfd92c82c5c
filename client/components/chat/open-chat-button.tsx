import { useState } from 'react';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '../../lib/navigation.tsx';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/accounts/user.schema.ts';
import { accountChatPath, agentChatPath } from '#shared/routing/paths.ts';
import { api } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { cn } from '../../lib/class-names.ts';
import { openModal } from '../../lib/modal-store.ts';
import { userQueryKey } from '../../lib/query-keys.ts';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.tsx';

export type OpenChatButtonProps = {
  /**
   * `providerId`: the customer writes to a provider (the chat is made the first time).
   * `customerId`: a provider opens the chat with one of its customers (their user id), made the first time.
   */
  with: { providerId: string } | { customerId: string };
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/**
 * "Send melding" wherever two sides of the marketplace meet (a profile, a service, a booking, a
 * request): opens their conversation. Signed out, it opens the login first.
 */
export function OpenChatButton({ with: target, variant = 'secondary', size = 'md', className }: OpenChatButtonProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const { data: user } = useQuery<User | null>({ queryKey: userQueryKey, queryFn: skipToken });
  const [problem, setProblem] = useState<string | null>(null);
  const open = useMutation({
    mutationFn: async () =>
      'providerId' in target
        ? accountChatPath((await api.post<{ id: string }>('chats', { providerId: target.providerId })).id)
        : agentChatPath((await api.post<{ id: string }>('chats/with-customer', { customerId: target.customerId })).id),
    onSuccess: (path) => void navigate(path),
    onError: (error) => {
      if (isApiError(error, 409)) setProblem(t('open.ownProvider'));
      else if (isApiError(error, 404) && 'customerId' in target) setProblem(t('open.noChat'));
      else setProblem(t('open.failed'));
    },
  });

  const onClick = () => {
    setProblem(null);
    if (!user) {
      openModal('LOGIN');
      return;
    }
    open.mutate();
  };

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Button variant={variant} size={size} onClick={onClick} loading={open.isPending} loadingText={t('open.opening')} data-testid="open-chat">
        <MessageCircle aria-hidden="true" className="size-5" />
        {t('open.button')}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-danger-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

import { skipToken, useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/accounts/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { userQueryKey } from '../../../lib/query-keys.ts';
import { useChat, useLiveChatSummary } from '../api/chats.ts';
import { ChatList } from './chat-list.tsx';
import { Conversation } from './conversation.tsx';

export type MessagesAreaProps = {
  /** The open chat, from the address; none shows the list alone. */
  chatId: string | undefined;
  listPath: string;
  chatPath: (chatId: string) => string;
  /** Height the surrounding page takes above the area (its header), so the area fills the rest of the screen. */
  className?: string;
};

/**
 * The messages screen: the list on the left and the open conversation on the right on a wide
 * screen; on a phone the list, or the conversation with a way back to it.
 */
export function MessagesArea({ chatId, listPath, chatPath, className }: MessagesAreaProps) {
  const { t } = useTranslation('chat');
  const { data: user } = useQuery<User | null>({ queryKey: userQueryKey, queryFn: skipToken });
  useLiveChatSummary(Boolean(user));
  if (!user) return null;
  return (
    <div className={cn('flex min-h-0 overflow-hidden border-border bg-surface lg:rounded-xl lg:border', className)}>
      <div className={cn('flex min-h-0 w-full flex-col border-border lg:w-80 lg:shrink-0 lg:border-r xl:w-96', chatId && 'max-lg:hidden')}>
        <h1 className="px-4 pt-4 pb-2 text-2xl font-bold tracking-tight text-ink">{t('title')}</h1>
        <ChatList me={user.id} chatPath={chatPath} />
      </div>
      <div className={cn('flex min-h-0 min-w-0 flex-1 flex-col', !chatId && 'max-lg:hidden')}>
        {chatId ? <OpenConversation key={chatId} chatId={chatId} me={user.id} listPath={listPath} /> : (
          <EmptyState icon={<MessagesSquare aria-hidden="true" />} title={t('conversation.pick')} headingLevel="h2" className="m-auto" />
        )}
      </div>
    </div>
  );
}

function OpenConversation({ chatId, me, listPath }: { chatId: string; me: string; listPath: string }) {
  const { t } = useTranslation('chat');
  const chat = useChat(chatId);
  if (chat.isPending) {
    return (
      <p role="status" className="m-auto flex items-center gap-2 text-ink-muted">
        <Spinner className="size-4" />
        {t('conversation.loading')}
      </p>
    );
  }
  if (chat.isError) {
    return (
      <Notice tone="danger" role="alert" className="m-4" action={<Button variant="secondary" size="sm" onClick={() => void chat.refetch()}>{t('list.retry')}</Button>}>
        {t('conversation.error')}
      </Notice>
    );
  }
  if (!chat.data) return <EmptyState title={t('conversation.notFound')} headingLevel="h2" className="m-auto" />;
  return <Conversation chat={chat.data} me={me} listPath={listPath} />;
}

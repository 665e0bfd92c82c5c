import { useState } from 'react';
import { NavLink } from '../../../lib/navigation.tsx';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ChatListItem, type ChatState, personMessageKinds } from '#shared/chats/chat.schema.ts';
import { Avatar } from '../../../components/media/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/class-names.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useChatList } from '../api/chats.ts';
import { useMessageText } from '../lib/message-text.ts';
import { otherPartyName } from './other-party.ts';

export type ChatListProps = {
  me: string;
  chatPath: (chatId: string) => string;
};

/** The person's chats on two tabs, open and closed, each line leading to its conversation. */
export function ChatList({ me, chatPath }: ChatListProps) {
  const { t } = useTranslation('chat');
  const [state, setState] = useState<ChatState>('open');
  return (
    <Tabs value={state} onValueChange={(value) => setState(value as ChatState)} className="min-h-0 flex-1 gap-0">
      <TabsList aria-label={t('list.label')} className="px-2">
        <TabsTrigger value="open">{t('list.open')}</TabsTrigger>
        <TabsTrigger value="closed">{t('list.closed')}</TabsTrigger>
      </TabsList>
      {(['open', 'closed'] as const).map((value) => (
        <TabsContent key={value} value={value} className="min-h-0 flex-1 overflow-y-auto">
          {state === value ? <ChatLines state={value} me={me} chatPath={chatPath} /> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}

function ChatLines({ state, me, chatPath }: { state: ChatState } & ChatListProps) {
  const { t } = useTranslation('chat');
  const query = useChatList(state);
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('list.loading')} className="flex flex-col gap-3 p-4">
        {[0, 1, 2].map((n) => (
          <div key={n} className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Notice tone="danger" role="alert" className="m-4" action={<Button variant="secondary" size="sm" onClick={() => void query.refetch()}>{t('list.retry')}</Button>}>
        {t('list.error')}
      </Notice>
    );
  }
  const chats = query.data.pages.flatMap((page) => page.data);
  if (chats.length === 0) {
    return <EmptyState icon={<MessagesSquare aria-hidden="true" />} headingLevel="h2" title={state === 'open' ? t('list.emptyOpen') : t('list.emptyClosed')} className="text-base [&_h2]:text-base [&_h2]:font-normal [&_h2]:text-ink-muted" />;
  }
  return (
    <>
      <ul className="flex flex-col" data-testid="chat-list">
        {chats.map((chat) => (
          <li key={chat.id}>
            <ChatLine chat={chat} me={me} to={chatPath(chat.id)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex justify-center p-3">
          <Button variant="secondary" size="sm" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('list.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function ChatLine({ chat, me, to }: { chat: ChatListItem; me: string; to: string }) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const name = otherPartyName(chat, t);
  const { text: messageText } = useMessageText();
  const last = chat.lastMessage;
  const lastText = last ? messageText(last) : '';
  const preview = last ? (last.senderId === me && personMessageKinds.includes(last.kind) ? t('list.you', { text: lastText }) : lastText) : t('list.noMessages');
  const at = new Date(last?.createdAt ?? chat.lastActivityAt);
  const today = formatDate(new Date(), language) === formatDate(at, language);
  const unread = chat.unreadCount > 0;
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        cn(
          'flex min-h-touch items-center gap-3 border-b border-border px-4 py-3 hover:bg-sunken focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-500',
          isActive && 'bg-primary-50 hover:bg-primary-50',
        )
      }
      data-testid="chat-line"
    >
      <Avatar src={chat.otherParty.picture} name={name} size="sm" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-base text-ink', unread ? 'font-bold' : 'font-semibold')}>{name}</span>
          <time dateTime={at.toISOString()} className="shrink-0 text-xs text-ink-muted">
            {today ? formatTime(at, language) : formatDate(at, language)}
          </time>
        </span>
        <span className="flex items-center justify-between gap-2">
          <span className={cn('truncate text-sm', unread ? 'font-medium text-ink' : 'text-ink-muted')}>{preview}</span>
          {unread ? (
            <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary-700 px-1.5 text-xs font-bold text-white" data-testid="chat-line-unread">
              <span aria-hidden="true">{chat.unreadCount}</span>
              <span className="sr-only">{t('list.unreadCount', { count: chat.unreadCount })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </NavLink>
  );
}

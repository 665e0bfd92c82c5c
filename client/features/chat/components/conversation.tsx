import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { AlertCircle, ArrowLeft, Check, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ChatListItem, type ChatMessage, personMessageKinds } from '#shared/chats/chat.schema.ts';
import { Avatar } from '../../../components/media/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useConversation } from '../api/use-conversation.ts';
import type { ConversationItem } from '../lib/conversation-items.ts';
import { useMessageText } from '../lib/message-text.ts';
import { AddonOfferCard } from './addon-offer-card.tsx';
import { AddonPaymentReturn } from './addon-payment-return.tsx';
import { BookingActions } from './booking-actions.tsx';
import { CallButtons } from './call-buttons.tsx';
import { MessageComposer } from './message-composer.tsx';
import { RelatedLinks } from './related-links.tsx';
import { RescheduleCard } from './reschedule-card.tsx';
import { SystemLine } from './system-line.tsx';
import { otherPartyName } from './other-party.ts';

/** Closer than this to the bottom counts as reading the newest messages, so new ones scroll into view. */
const stickyDistancePx = 96;

export type ConversationProps = {
  chat: ChatListItem;
  /** The signed-in person's user id. */
  me: string;
  /** The list of chats, for the back link on a phone. */
  listPath: string;
};

/** One chat: its history (newest at the bottom, older on scroll), live messages, typing and the composer. */
export function Conversation({ chat, me, listPath }: ConversationProps) {
  const { t } = useTranslation('chat');
  const name = otherPartyName(chat, t);
  const conversation = useConversation(chat, me);
  const { text: messageText } = useMessageText();
  const announced = conversation.announcement;
  const { history, items } = conversation;
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  // Height below the top before older messages were added, so the view stays on what was read.
  const heightBeforeOlder = useRef<number | null>(null);
  const firstKey = items.find((item) => item.type !== 'divider')?.key;
  const lastKey = items.at(-1)?.key;
  const lastIsMine = (() => {
    const last = items.at(-1);
    return last?.type === 'outgoing' || (last?.type === 'stored' && last.mine);
  })();
  const opened = useRef(false);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || items.length === 0) return;
    if (heightBeforeOlder.current !== null) {
      box.scrollTop = box.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
      return;
    }
    if (!opened.current) {
      opened.current = true;
      const divider = box.querySelector<HTMLElement>('[data-divider]');
      if (divider) {
        box.scrollTop = Math.max(0, divider.offsetTop - box.offsetTop - 16);
        return;
      }
    }
    if (stickToBottom.current || lastIsMine) box.scrollTop = box.scrollHeight;
  }, [firstKey, lastKey, items.length, lastIsMine]);

  const loadOlder = () => {
    const box = scroller.current;
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    if (box) heightBeforeOlder.current = box.scrollHeight - box.scrollTop;
    void history.fetchNextPage();
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    stickToBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < stickyDistancePx;
    if (box.scrollTop < 48) loadOlder();
  };

  return (
    <section aria-labelledby={`chat-title-${chat.id}`} className="flex min-h-0 flex-1 flex-col bg-surface" data-testid="conversation">
      <header className="flex min-h-16 items-center gap-3 border-b border-border px-2 py-2 sm:px-4">
        <Link
          to={listPath}
          className="inline-flex size-touch shrink-0 items-center justify-center rounded-md text-ink hover:bg-sunken focus-visible:outline-3 focus-visible:outline-primary-500 lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('conversation.back')}</span>
        </Link>
        <Avatar src={chat.otherParty.picture} name={name} size="sm" />
        <h2 id={`chat-title-${chat.id}`} className="min-w-0 truncate text-lg font-semibold text-ink">
          {name}
        </h2>
        {/* A call needs the same as a message: a chat both can still write in. */}
        {chat.readOnly ? null : <CallButtons chatId={chat.id} name={name} />}
      </header>
      <RelatedLinks chat={chat} />
      <AddonPaymentReturn />

      <div
        ref={scroller}
        onScroll={onScroll}
        role="log"
        aria-label={t('conversation.historyLabel', { name })}
        tabIndex={0}
        className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto bg-canvas px-3 py-4 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-500 sm:px-6"
        data-testid="chat-messages"
      >
        {history.isPending ? (
          <p role="status" className="m-auto flex items-center gap-2 text-ink-muted">
            <Spinner className="size-4" />
            {t('conversation.loading')}
          </p>
        ) : history.isError ? (
          <Notice tone="danger" role="alert" className="m-auto" action={<Button variant="secondary" size="sm" onClick={() => void history.refetch()}>{t('list.retry')}</Button>}>
            {t('conversation.error')}
          </Notice>
        ) : (
          <>
            {history.hasNextPage ? (
              <Button variant="ghost" size="sm" className="self-center" onClick={loadOlder} loading={history.isFetchingNextPage} loadingText={t('conversation.loadingOlder')}>
                {t('conversation.older')}
              </Button>
            ) : (
              <p className="self-center py-2 text-center text-sm text-ink-muted">{t('conversation.start', { name })}</p>
            )}
            <MessageItems items={items} actions={{ retry: conversation.retry, discard: conversation.discard }} cards={{ chat, otherName: name, show: conversation.show }} />
          </>
        )}
      </div>

      <div className="min-h-6 px-4 text-sm text-ink-muted" aria-hidden={!conversation.otherIsTyping}>
        {conversation.otherIsTyping ? <p data-testid="chat-typing">{t('conversation.typing', { name })}</p> : null}
      </div>
      {/* New messages from the other side are read out once, without moving focus from the composer. */}
      <p aria-live="polite" className="sr-only" data-testid="chat-announcer">
        {announced ? (personMessageKinds.includes(announced.kind) ? t('conversation.incoming', { name, text: messageText(announced) }) : messageText(announced)) : ''}
      </p>

      {chat.readOnly ? (
        <Notice tone="neutral" className="m-3" role="status">
          {chat.deactivated ? t('conversation.deactivated') : t('conversation.readOnly')}
        </Notice>
      ) : (
        <>
          <BookingActions chat={chat} otherName={name} />
          {chat.state === 'closed' ? <p className="px-4 pb-1 text-sm text-ink-muted">{t('conversation.closedNote')}</p> : null}
          <MessageComposer recipientName={name} onSend={conversation.send} onSendPicture={conversation.sendPicture} onTyping={conversation.typing} />
        </>
      )}
    </section>
  );
}

/** What lines and cards need besides the message: the reader's side, the other's name, and a way to show an answered card at once. */
type CardContext = { chat: ChatListItem; otherName: string; show: (message: ChatMessage) => void };

/** What can be done with one of this tab's messages that failed. */
type OutgoingActions = { retry: (clientId: string) => void; discard: (clientId: string) => void };

/** The messages with a date line wherever the day changes, as Oslo counts days. */
function MessageItems({ items, actions, cards }: { items: ConversationItem[]; actions: OutgoingActions; cards: CardContext }) {
  const { t } = useTranslation('chat');
  const language = useLanguage();
  const dayOf = (item: ConversationItem) => (item.type === 'divider' ? null : formatDate(new Date(item.message.createdAt), language));
  const days = items.map(dayOf);
  return (
    <ol className="flex flex-col gap-2">
      {items.map((item, index) => {
        if (item.type === 'divider') {
          return (
            <li key={item.key} data-divider className="my-2 flex items-center gap-3 text-sm font-semibold text-danger-700" data-testid="chat-new-divider">
              <span aria-hidden="true" className="h-px flex-1 bg-danger-700/40" />
              {t('conversation.newMessages')}
              <span aria-hidden="true" className="h-px flex-1 bg-danger-700/40" />
            </li>
          );
        }
        const at = new Date(item.message.createdAt);
        const day = days[index];
        const previousDay = days.slice(0, index).findLast((value) => value !== null);
        const dayLine = day !== previousDay ? day : null;
        return (
          <li key={item.key} className="flex flex-col gap-2">
            {dayLine ? <p className="self-center rounded-full bg-sunken px-3 py-0.5 text-xs font-medium text-ink-muted">{dayLine}</p> : null}
            {item.type === 'stored' && !personMessageKinds.includes(item.message.kind) ? (
              <MarketplaceMessage message={item.message} mine={item.mine} cards={cards} />
            ) : (
              <MessageBubble item={item} time={formatTime(at, language)} actions={actions} otherName={cards.otherName} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A system line or a card, drawn from its payload; a kind this screen does not know shows as a muted line. */
function MarketplaceMessage({ message, mine, cards }: { message: ChatMessage; mine: boolean; cards: CardContext }) {
  const { text } = useMessageText();
  const { chat, otherName, show } = cards;
  const payload = message.payload;
  if (payload && 'addonOffer' in payload) {
    return <AddonOfferCard offer={payload.addonOffer} chatId={chat.id} role={chat.role} mine={mine} onChange={(offer) => show({ ...message, payload: { addonOffer: offer } })} />;
  }
  if (payload && 'reschedule' in payload) {
    return (
      <RescheduleCard
        request={payload.reschedule}
        chatId={chat.id}
        role={chat.role}
        otherName={otherName}
        mine={mine}
        onChange={(request) => show({ ...message, payload: { reschedule: request } })}
      />
    );
  }
  return <SystemLine text={text(message)} bookingId={payload && 'line' in payload ? payload.line.bookingId : null} role={chat.role} />;
}

/** Refusals that sending the same file again cannot change. */
const unsendable = new Set(['error.upload.not_image', 'error.upload.file_too_large', 'error.upload.too_many_pixels', 'error.upload.file_required']);

function MessageBubble({ item, time, actions, otherName }: { item: Exclude<ConversationItem, { type: 'divider' }>; time: string; actions: OutgoingActions; otherName: string }) {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  if (item.type === 'stored' && (!personMessageKinds.includes(item.message.kind) || item.message.senderId === null)) {
    // Lines the marketplace writes and cards of kinds this screen does not know yet.
    return <p className="self-center px-4 text-center text-sm text-ink-muted">{item.message.text || t('conversation.unsupported')}</p>;
  }
  const mine = item.type === 'outgoing' || item.mine;
  const status = item.type === 'outgoing' ? item.message.status : item.lastMine ? 'sent' : null;
  const picture = pictureOf(item);
  const textBubble = cn(
    'rounded-2xl px-4 py-2 text-base break-words whitespace-pre-wrap [overflow-wrap:anywhere]',
    mine ? 'rounded-br-md bg-primary-700 text-white' : 'rounded-bl-md border border-border bg-surface text-ink',
    status === 'failed' && 'bg-danger-50 text-danger-800 ring-1 ring-danger-700',
  );
  const refusalKey = item.type === 'outgoing' ? item.message.refusal?.key : undefined;
  const canRetry = !(item.type === 'outgoing' && item.message.picture && refusalKey && unsendable.has(refusalKey));
  return (
    <div className={cn('flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]', mine ? 'items-end self-end' : 'items-start self-start')} data-testid={mine ? 'chat-message-mine' : 'chat-message-theirs'}>
      {picture === undefined ? null : (
        <MessagePicture picture={picture} alt={mine ? t('conversation.pictureFromYou') : t('conversation.pictureFrom', { name: otherName })} pending={status === 'pending'} failed={status === 'failed'} />
      )}
      {picture === undefined || item.message.text ? (
        <p className={textBubble}>
          {mine ? <span className="sr-only">{t('conversation.you')}: </span> : null}
          {/* Empty only when the writer's account was erased with what they wrote. */}
          {item.message.text || <em>{t('conversation.erased')}</em>}
        </p>
      ) : null}
      <p className="flex items-center gap-1 text-xs text-ink-muted" data-testid="chat-message-status">
        <time dateTime={item.message.createdAt}>{time}</time>
        {status === 'pending' ? (
          <>
            <Clock aria-hidden="true" className="size-3.5" />
            {t('conversation.sending')}
          </>
        ) : null}
        {status === 'sent' ? (
          <>
            <Check aria-hidden="true" className="size-3.5" />
            {t('conversation.sent')}
          </>
        ) : null}
      </p>
      {status === 'failed' && item.type === 'outgoing' ? (
        <div role="alert" className="flex flex-wrap items-center justify-end gap-2 text-sm text-danger-700">
          <AlertCircle aria-hidden="true" className="size-4" />
          <span>{item.message.refusal ? errorText(item.message.refusal) : t('conversation.failed')}</span>
          {canRetry ? (
            <Button variant="secondary" size="sm" onClick={() => actions.retry(item.message.clientId)}>
              {t('conversation.retry')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => actions.discard(item.message.clientId)}>
              {t('conversation.discard')}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}

type ShownPicture = { url: string; width: number | undefined; height: number | undefined } | null;

/**
 * The picture a bubble shows: the stored one, this tab's local copy while it is sent, null for a
 * picture removed with its sender's account, undefined for a text.
 */
function pictureOf(item: Exclude<ConversationItem, { type: 'divider' }>): ShownPicture | undefined {
  if (item.type === 'outgoing') return item.message.picture ? { url: item.message.picture.previewUrl, width: undefined, height: undefined } : undefined;
  if (item.message.kind !== 'picture') return undefined;
  const payload = item.message.payload;
  return payload && 'picture' in payload ? payload.picture : null;
}

/**
 * A picture in the conversation, at most 18rem tall and as wide as its bubble, its shape kept
 * from the stored size so the list does not jump as it loads. It opens full size in a new tab.
 */
function MessagePicture({ picture, alt, pending, failed }: { picture: ShownPicture; alt: string; pending: boolean; failed: boolean }) {
  const { t } = useTranslation('chat');
  if (!picture) return <p className="rounded-2xl border border-dashed border-border px-4 py-2 text-sm text-ink-muted"><em>{t('conversation.pictureErased')}</em></p>;
  const image = (
    <img
      src={picture.url}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading="lazy"
      className={cn('block h-auto max-h-72 w-auto max-w-full rounded-2xl border border-border bg-sunken object-contain', (pending || failed) && 'opacity-60', failed && 'ring-2 ring-danger-700')}
      data-testid="chat-picture"
    />
  );
  if (pending || failed) return image;
  return (
    <a href={picture.url} target="_blank" rel="noopener noreferrer" className="block max-w-full rounded-2xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500">
      {image}
      <span className="sr-only"> ({t('conversation.opensInNewTab')})</span>
    </a>
  );
}

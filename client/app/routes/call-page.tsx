import { Link, useSearchParams } from '../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import { accountChatPath, agentChatPath, paths } from '#shared/routing/paths.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { CallScreen, type CallCounterpart } from '../../features/calls/components/call-screen.tsx';
import type { CallRequest } from '../../features/calls/lib/call-session.ts';
import { useCall } from '../../features/calls/use-call.ts';
import { useChat } from '../../features/chat/api/chats.ts';
import { otherPartyName } from '../../features/chat/components/other-party.ts';

/** What the address asks for: `?chat=<id>&video=1` places a call, `?call=<id>` answers one. */
function requestOf(search: URLSearchParams): CallRequest | null {
  const callId = search.get('call');
  if (callId) return { kind: 'answer', callId };
  const chatId = search.get('chat');
  if (chatId) return { kind: 'place', chatId, video: search.get('video') === '1' };
  return null;
}

/** /account/chat/call: the full-screen call, without header and footer (spec §2). */
export function CallPage() {
  const { t } = useTranslation('calls');
  const [search] = useSearchParams();
  const request = requestOf(search);
  if (!request) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-ink p-6 text-center text-white">
        <PageTitle title={t('title')} />
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="max-w-md text-primary-100">{t('noCall')}</p>
        <Link to={paths.accountMessages} className={buttonClasses('secondary')}>
          {t('back')}
        </Link>
      </main>
    );
  }
  // A new address (another chat, another call) is another call: the screen starts over.
  const key = request.kind === 'answer' ? `answer:${request.callId}` : `place:${request.chatId}:${String(request.video)}`;
  return <Call key={key} request={request} />;
}

/** One call, with the conversation it belongs to: the other person's picture and the way back there. */
function Call({ request }: { request: CallRequest }) {
  const { t } = useTranslation('chat');
  const session = useCall(request);
  const chatId = session.call?.chatId ?? (request.kind === 'place' ? request.chatId : '');
  const chat = useChat(chatId, Boolean(chatId)).data ?? null;
  // A provider's conversations live in the provider area.
  const backTo = chat ? (chat.role === 'provider' ? agentChatPath(chat.id) : accountChatPath(chat.id)) : chatId ? accountChatPath(chatId) : paths.accountMessages;
  const counterpart: CallCounterpart = { name: chat ? otherPartyName(chat, t) : '', picture: chat?.otherParty.picture ?? null, backTo };
  return <CallScreen request={request} session={session} counterpart={counterpart} />;
}

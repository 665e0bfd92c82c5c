import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { agentChatPath, paths } from '#shared/routing/paths.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { MessagesArea } from '../../features/chat/components/messages-area.tsx';

/** `/agent/meldinger[/:chatId]`: the provider's chats with customers, inside the provider area. */
export function AgentMessagesPage() {
  const { t } = useTranslation('chat');
  const { chatId } = useParams();
  return (
    <>
      <PageTitle title={t('title')} />
      <MessagesArea chatId={chatId} listPath={paths.agentMessages} chatPath={agentChatPath} className="h-[calc(100dvh-12rem)] min-h-[28rem] rounded-xl border md:h-[calc(100dvh-8rem)]" />
    </>
  );
}

import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { accountChatPath, paths } from '#shared/routing/paths.ts';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { MessagesArea } from '../../features/chat/components/messages-area.tsx';

/** `/account/chat[/:chatId]`: the signed-in person's chats and the open one. */
export function MessagesPage() {
  const { t } = useTranslation('chat');
  const { chatId } = useParams();
  return (
    <PageContainer className="flex flex-col max-lg:px-0 lg:py-6">
      <PageTitle title={t('title')} />
      {/* The site header is 4 rem; the area takes the rest of the screen so only the messages scroll. */}
      <MessagesArea chatId={chatId} listPath={paths.accountMessages} chatPath={accountChatPath} className="h-[calc(100dvh-4rem)] lg:h-[calc(100dvh-7rem)]" />
    </PageContainer>
  );
}

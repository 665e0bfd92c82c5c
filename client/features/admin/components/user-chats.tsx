import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminChat, deactivateChatSchema } from '#shared/chats/admin-chat.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAdminUserChats, useSwitchChat } from '../api/admin-chats-api.ts';
import { tableClasses, useDateTime, WrittenReasonDialog } from './admin-bits.tsx';

/**
 * A person's chats as support sees them (who with, how many messages, last activity), with
 * switching one off when it is misused and on again. Support does not read the messages here.
 */
export function UserChats({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const chats = useAdminUserChats(userId);
  const switchChat = useSwitchChat(userId);
  const [closing, setClosing] = useState<AdminChat | null>(null);
  const rows = chats.data ?? [];
  const title = t('chats.title', { name });
  const reopen = (chat: AdminChat) =>
    switchChat.mutate(
      { chatId: chat.id },
      {
        onSuccess: () => showToast({ title: t('chats.reopened'), tone: 'success' }),
        onError: (error) => showToast({ title: errorText(error), tone: 'error' }),
      },
    );

  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      {chats.isError ? (
        <Notice tone="danger" role="alert" title={t('loadError')} />
      ) : chats.isPending ? (
        <Spinner className="size-6 text-primary-700" />
      ) : rows.length === 0 ? (
        <p className="text-base text-ink-muted">{t('chats.empty')}</p>
      ) : (
        <div className={tableClasses.wrapper}>
          <table className={tableClasses.table}>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={tableClasses.th}>{t('chats.columns.customer')}</th>
                <th scope="col" className={tableClasses.th}>{t('chats.columns.provider')}</th>
                <th scope="col" className={tableClasses.th}>{t('chats.columns.messages')}</th>
                <th scope="col" className={tableClasses.th}>{t('chats.columns.lastActivity')}</th>
                <th scope="col" className={tableClasses.th}>{t('chats.columns.status')}</th>
                <th scope="col" className={tableClasses.th}>{t('users.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((chat) => {
                const between = t('chats.between', { customer: chat.customerName, provider: chat.providerName });
                return (
                  <tr key={chat.id}>
                    <th scope="row" className={cn(tableClasses.td, 'font-semibold')}>
                      {chat.customerName}
                    </th>
                    <td className={tableClasses.td}>{chat.providerName}</td>
                    <td className={tableClasses.td}>{chat.messageCount}</td>
                    <td className={tableClasses.td}>
                      <time dateTime={chat.lastActivityAt}>{dateTime(new Date(chat.lastActivityAt))}</time>
                    </td>
                    <td className={tableClasses.td}>
                      <Badge tone={chat.deactivatedAt ? 'warning' : 'neutral'}>{chat.deactivatedAt ? t('chats.closed') : t('chats.open')}</Badge>
                      {chat.deactivationReason ? <p className="mt-1 text-ink-muted">{chat.deactivationReason}</p> : null}
                    </td>
                    <td className={tableClasses.td}>
                      {chat.deactivatedAt ? (
                        <Button variant="secondary" size="sm" aria-label={t('chats.reopenChat', { between })} onClick={() => reopen(chat)}>
                          {t('chats.reopen')}
                        </Button>
                      ) : (
                        <Button variant="danger" size="sm" aria-label={t('chats.closeChat', { between })} onClick={() => setClosing(chat)}>
                          {t('chats.close')}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {closing ? <CloseChatDialog chat={closing} userId={userId} onDone={() => setClosing(null)} /> : null}
    </section>
  );
}

function CloseChatDialog({ chat, userId, onDone }: { chat: AdminChat; userId: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const switchChat = useSwitchChat(userId);
  const form = useSchemaForm({
    schema: deactivateChatSchema,
    initialValues: { reason: '' },
    shownFields: ['reason'],
    onValid: async ({ reason }) => {
      await switchChat.mutateAsync({ chatId: chat.id, reason });
      showToast({ title: t('chats.closedToast'), tone: 'success' });
      onDone();
    },
  });
  return (
    <WrittenReasonDialog
      formId="close-chat-form"
      title={t('chats.closeTitle', { between: t('chats.between', { customer: chat.customerName, provider: chat.providerName }) })}
      description={t('chats.closeText')}
      label={t('chats.reason')}
      hint={t('chats.reasonHint')}
      confirmLabel={t('chats.closeConfirm')}
      value={form.values.reason}
      error={form.fieldError('reason')}
      problem={form.problemText ?? undefined}
      busy={switchChat.isPending}
      onChange={(reason) => form.set('reason', reason)}
      onSubmit={form.onSubmit}
      onClose={onDone}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockUserSchema, type AdminUser } from '#shared/providers/admin.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatPhone } from '../../../lib/format/phone.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAdminUsers, useBlockUser, useUnblockUser } from '../api/admin-api.ts';
import { tableClasses, WrittenReasonDialog } from './admin-bits.tsx';
import { UserChats } from './user-chats.tsx';

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim();

/** Find people and block or unblock them (spec §2 admin console). */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [blocking, setBlocking] = useState<AdminUser | null>(null);
  const [showingChats, setShowingChats] = useState<AdminUser | null>(null);
  const users = useAdminUsers(query);
  const unblock = useUnblockUser();
  const rows = users.data?.data ?? [];

  const unblockUser = (user: AdminUser) =>
    unblock.mutate(user.id, {
      onSuccess: () => showToast({ title: t('users.unblockedToast', { name: fullName(user) }), tone: 'success' }),
      onError: (error) => showToast({ title: errorText(error), tone: 'error' }),
    });

  return (
    <section aria-labelledby="users-title" className="flex flex-col gap-4">
      <h2 id="users-title" className="text-2xl font-semibold text-ink">
        {t('users.title')}
      </h2>
      <form
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <Input className="flex-1" type="search" label={t('users.search')} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit" variant="secondary">
          {t('users.searchButton')}
        </Button>
      </form>
      {users.isError ? (
        <Notice tone="danger" role="alert" title={t('loadError')} />
      ) : users.isPending ? (
        <Spinner className="size-6 text-primary-700" />
      ) : rows.length === 0 ? (
        <p className="text-base text-ink-muted">{t('users.empty')}</p>
      ) : (
        <div className={tableClasses.wrapper}>
          <table className={tableClasses.table}>
            <caption className="sr-only">{t('users.title')}</caption>
            <thead>
              <tr>
                <th scope="col" className={tableClasses.th}>{t('users.columns.name')}</th>
                <th scope="col" className={tableClasses.th}>{t('users.columns.email')}</th>
                <th scope="col" className={tableClasses.th}>{t('users.columns.phone')}</th>
                <th scope="col" className={tableClasses.th}>{t('users.columns.status')}</th>
                <th scope="col" className={tableClasses.th}>{t('users.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => (
                <tr key={user.id}>
                  <th scope="row" className={cn(tableClasses.td, 'font-semibold')}>
                    {fullName(user)}
                  </th>
                  <td className={tableClasses.td}>{user.email}</td>
                  <td className={tableClasses.td}>{user.phone ? formatPhone(user.phone, { countryCode: true }) : null}</td>
                  <td className={tableClasses.td}>
                    <span className="flex flex-wrap gap-1.5">
                      <Badge tone={user.isBlocked ? 'warning' : 'neutral'}>{user.isBlocked ? t('users.blocked') : t('users.active')}</Badge>
                      {user.isAdmin ? <Badge tone="primary">{t('users.admin')}</Badge> : null}
                      {user.providerId ? <Badge tone="primary">{t('users.provider')}</Badge> : null}
                    </span>
                    {user.isBlocked && user.blockedMessage ? <p className="mt-1 text-ink-muted">{user.blockedMessage}</p> : null}
                  </td>
                  <td className={tableClasses.td}>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('chats.showFor', { name: fullName(user) })}
                        aria-pressed={showingChats?.id === user.id}
                        onClick={() => setShowingChats(showingChats?.id === user.id ? null : user)}
                      >
                        {t('chats.show')}
                      </Button>
                      {user.isBlocked ? (
                        <Button variant="secondary" size="sm" aria-label={t('users.unblockUser', { name: fullName(user) })} onClick={() => unblockUser(user)}>
                          {t('users.unblock')}
                        </Button>
                      ) : (
                        <Button variant="danger" size="sm" aria-label={t('users.blockUser', { name: fullName(user) })} onClick={() => setBlocking(user)}>
                          {t('users.block')}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {showingChats ? <UserChats key={showingChats.id} userId={showingChats.id} name={fullName(showingChats)} /> : null}
      {blocking ? <BlockDialog user={blocking} onDone={() => setBlocking(null)} /> : null}
    </section>
  );
}

function BlockDialog({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const block = useBlockUser();
  const form = useSchemaForm({
    schema: blockUserSchema,
    initialValues: { message: '' },
    shownFields: ['message'],
    onValid: async ({ message }) => {
      await block.mutateAsync({ id: user.id, message });
      showToast({ title: t('users.blockedToast', { name: fullName(user) }), tone: 'success' });
      onDone();
    },
  });
  return (
    <WrittenReasonDialog
      formId="block-form"
      title={t('users.blockTitle', { name: fullName(user) })}
      description={t('users.blockText')}
      label={t('users.blockMessage')}
      hint={t('users.blockHint')}
      confirmLabel={t('users.blockConfirm')}
      value={form.values.message}
      error={form.fieldError('message')}
      problem={form.problemText ?? undefined}
      busy={block.isPending}
      onChange={(message) => form.set('message', message)}
      onSubmit={form.onSubmit}
      onClose={onDone}
    />
  );
}

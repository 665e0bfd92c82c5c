import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '#shared/accounts/user.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatLongDate } from '../../../lib/format/date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCancelDeletion } from '../api/cancel-deletion.ts';
import { useRequestDeletion } from '../api/request-deletion.ts';
import { AccountSection } from './account-section.tsx';

/**
 * Ask for the account to be deleted (spec §2: "delete account (request)"), after a confirmation;
 * while the request waits its 30 days, the date it will be erased and a way to keep the account.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  const errorText = useErrorText();
  const requestDeletion = useRequestDeletion();
  const cancelDeletion = useCancelDeletion();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  const confirm = () => {
    setProblem(null);
    requestDeletion.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ title: t('delete.requestedToast'), tone: 'success' });
      },
      onError: setProblem,
    });
  };

  const keep = () => {
    cancelDeletion.mutate(undefined, {
      onSuccess: () => showToast({ title: t('delete.cancelledToast'), tone: 'success' }),
      onError: (error) => showToast({ title: errorText(error), tone: 'error' }),
    });
  };

  return (
    <AccountSection id="delete" title={t('delete.title')} description={t('delete.text')} icon={<Trash2 aria-hidden="true" />}>
      {user.delete ? (
        <div className="flex flex-col items-start gap-4">
          <Notice tone="warning" title={t('delete.requested', { date: formatLongDate(user.delete.erasesAt, language) })}>
            {t('delete.requestedText', { date: formatLongDate(user.delete.requestedAt, language) })}
          </Notice>
          <Button variant="secondary" onClick={keep} loading={cancelDeletion.isPending}>
            {t('delete.cancel')}
          </Button>
        </div>
      ) : (
        <div>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('delete.button')}
          </Button>
        </div>
      )}
      {confirming ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open && !requestDeletion.isPending) setConfirming(false);
          }}
          title={t('delete.confirmTitle')}
          description={t('delete.confirmText')}
          size="sm"
          footer={
            <>
              <DialogClose>
                <Button variant="secondary" disabled={requestDeletion.isPending}>
                  {t('common:action.cancel')}
                </Button>
              </DialogClose>
              <Button variant="danger" onClick={confirm} loading={requestDeletion.isPending}>
                {t('delete.confirm')}
              </Button>
            </>
          }
        >
          {problem ? <Notice tone="danger" role="alert" title={errorText(problem)} /> : null}
        </Dialog>
      ) : null}
    </AccountSection>
  );
}

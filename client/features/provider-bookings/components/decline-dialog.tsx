import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useErrorText } from '../../../lib/error-text.ts';

export const minDeclineReason = 10;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onDecline: (reason: string) => void; pending: boolean; error: unknown };

/** Declining tells the customer why (spec §4): at least 10 characters, checked before sending. */
export function DeclineDialog({ open, onOpenChange, onDecline, pending, error }: Props) {
  const { t } = useTranslation('agentBookings');
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const formId = 'decline-form';
  const tooLongText =
    reason.trim().length > fieldTextLimits.declineReason ? errorText({ key: 'error.text.too_long', params: { count: fieldTextLimits.declineReason } }) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < minDeclineReason) {
      setTooShort(true);
      return;
    }
    if (reason.trim().length > fieldTextLimits.declineReason) return;
    onDecline(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('decline.title')}
      description={t('decline.text')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('action.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" loading={pending}>
            {t('decline.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextArea
          label={t('decline.reason')}
          hint={t('decline.hint', { min: minDeclineReason })}
          error={tooLongText ?? (tooShort && reason.trim().length < minDeclineReason ? t('decline.tooShort', { min: minDeclineReason }) : undefined)}
          value={reason}
          maxCharacters={fieldTextLimits.declineReason}
          rows={4}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? <Notice tone="danger" role="alert" title={errorText(error)} /> : null}
      </form>
    </Dialog>
  );
}

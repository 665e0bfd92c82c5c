import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { customRequestLimits } from '#shared/requests/custom-request.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useErrorText } from '../../../lib/error-text.ts';

const min = customRequestLimits.rejectReasonMin;
const max = customRequestLimits.rejectReasonLength;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onDecline: (reason: string) => void; pending: boolean; error: unknown };

/** Declining tells the customer why (spec §4): a reason of at least 10 characters, checked before sending. */
export function DeclineRequestDialog({ open, onOpenChange, onDecline, pending, error }: Props) {
  const { t } = useTranslation('agentOffers');
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const formId = 'decline-request-form';
  const length = reason.trim().length;
  const problem =
    length > max
      ? errorText({ key: 'error.text.too_long', params: { count: max } })
      : tried && length < min
        ? t('decline.tooShort', { min })
        : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (length < min || length > max) return;
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
            <Button variant="secondary">{t('decline.cancel')}</Button>
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
          hint={t('decline.hint', { min })}
          error={problem}
          value={reason}
          maxCharacters={max}
          rows={4}
          onChange={(event) => setReason(event.target.value)}
        />
        {error ? <Notice tone="danger" role="alert" title={errorText(error)} /> : null}
      </form>
    </Dialog>
  );
}

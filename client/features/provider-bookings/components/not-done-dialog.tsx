import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotDoneBody } from '#shared/bookings/booking.schema.ts';
import { notDoneReasons, type NotDoneReason } from '#shared/bookings/booking-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { RadioCards } from '../../../components/ui/radio-cards.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onSubmit: (body: NotDoneBody) => void; pending: boolean; error: unknown };

/** Spec §4 "not done": who cancelled, why, whether the customer gets the money back, and a note. */
export function NotDoneDialog({ open, onOpenChange, onSubmit, pending, error }: Props) {
  const { t } = useTranslation('agentBookings');
  const errorText = useErrorText();
  const [whoCancelled, setWhoCancelled] = useState<NotDoneBody['whoCancelled']>('customer');
  const [reason, setReason] = useState<NotDoneReason | ''>('');
  const [refund, setRefund] = useState<'yes' | 'no'>('no');
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const formId = 'not-done-form';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    const trimmed = note.trim();
    onSubmit({ whoCancelled, reason, refund: refund === 'yes', ...(trimmed ? { note: trimmed } : {}) });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('notDone.title')}
      description={t('notDone.text')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('action.cancel')}</Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" loading={pending}>
            {t('notDone.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <RadioCards
          label={t('notDone.who')}
          value={whoCancelled}
          onValueChange={setWhoCancelled}
          options={[
            { value: 'customer', label: t('notDone.whoCustomer') },
            { value: 'provider', label: t('notDone.whoProvider') },
          ]}
        />
        <NativeSelect
          label={t('notDone.reason')}
          value={reason}
          error={missingReason && !reason ? t('notDone.reasonRequired') : undefined}
          onChange={(event) => setReason(event.target.value as NotDoneReason | '')}
          options={[{ value: '', label: t('notDone.choose') }, ...notDoneReasons.map((value) => ({ value, label: t(`reason.${value}`) }))]}
        />
        <RadioCards
          label={t('notDone.refund')}
          value={refund}
          onValueChange={setRefund}
          options={[
            { value: 'yes', label: t('notDone.refundYes') },
            { value: 'no', label: t('notDone.refundNo') },
          ]}
        />
        <TextArea label={t('notDone.note')} hint={t('notDone.noteHint')} value={note} maxCharacters={fieldTextLimits.notDoneNote} rows={3} onChange={(event) => setNote(event.target.value)} />
        {error ? <Notice tone="danger" role="alert" title={errorText(error)} /> : null}
      </form>
    </Dialog>
  );
}

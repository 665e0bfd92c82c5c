import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createAddonOfferBodySchema } from '#shared/bookings/booking-cards.schema.ts';
import type { ChatBooking } from '#shared/chats/chat.schema.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { parseDecimal } from '../../../lib/parse-amount.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCreateAddonOffer } from '../api/booking-cards.ts';
import { BookingChoice } from './booking-choice.tsx';

export type AddonOfferDialogProps = {
  bookings: readonly ChatBooking[];
  trigger: ReactNode;
};

const emptyForm = { title: '', description: '', unitPrice: '' };

/** The provider offers an add-on on one of the pair's bookings; its card appears in the chat when the server pushes it. */
export function AddonOfferDialog({ bookings, trigger }: AddonOfferDialogProps) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [bookingId, setBookingId] = useState(bookings[0]?.id ?? '');
  const create = useCreateAddonOffer();
  const chosen = bookings.some((booking) => booking.id === bookingId) ? bookingId : (bookings[0]?.id ?? '');
  const form = useSchemaForm({
    schema: createAddonOfferBodySchema,
    initialValues: emptyForm,
    shownFields: ['title', 'description', 'unitPrice'],
    // More decimals than allowed still reach the schema, so the person hears why rather than "required".
    toInput: (values) => ({ ...values, unitPrice: parseDecimal(values.unitPrice, 10) ?? undefined }),
    onValid: async (body) => {
      await create.mutateAsync({ bookingId: chosen, body });
      setOpen(false);
      for (const [name, value] of Object.entries(emptyForm)) form.set(name as keyof typeof emptyForm, value);
      showToast({ title: t('cards.addonDialog.sent'), tone: 'success' });
    },
  });

  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={trigger} title={t('cards.addonDialog.title')} description={t('cards.addonDialog.description')}>
      <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-5 pb-2">
        <BookingChoice label={t('cards.addonDialog.booking')} bookings={bookings} value={chosen} onChange={setBookingId} />
        <Input
          label={t('cards.addonDialog.titleField')}
          value={form.values.title}
          maxCharacters={fieldTextLimits.addonTitle}
          onChange={(event) => form.set('title', event.target.value)}
          error={form.fieldError('title')}
          autoComplete="off"
        />
        <TextArea
          label={t('cards.addonDialog.descriptionField')}
          hint={t('cards.addonDialog.descriptionHint')}
          value={form.values.description}
          maxCharacters={fieldTextLimits.addonDescription}
          rows={3}
          onChange={(event) => form.set('description', event.target.value)}
          error={form.fieldError('description')}
        />
        <Input
          label={t('cards.addonDialog.priceField')}
          hint={t('cards.addonDialog.priceHint')}
          inputMode="decimal"
          autoComplete="off"
          value={form.values.unitPrice}
          onChange={(event) => form.set('unitPrice', event.target.value)}
          error={form.fieldError('unitPrice')}
          className="sm:max-w-60"
        />
        {form.problemText ? (
          <Notice tone="danger" role="alert">
            {form.problemText}
          </Notice>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose>
            <Button variant="secondary">{t('cards.addonDialog.cancel')}</Button>
          </DialogClose>
          <Button type="submit" loading={form.submitting} loadingText={t('cards.addonDialog.sending')}>
            {t('cards.addonDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

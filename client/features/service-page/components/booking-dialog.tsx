import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { ServiceDetails } from '../api/get-public-service.ts';

const loadBookingForm = () => import('./booking-form.tsx');
const BookingForm = lazy(() => loadBookingForm().then((module) => ({ default: module.BookingForm })));

const loadBookingFormSoon = () => void loadBookingForm().catch(() => {});

/**
 * Handlers for a "Book" button: they fetch the form's code (its validation rules, the calendar,
 * the payment choices) as a visitor heads for it (pointer over it, finger down, keyboard focus).
 * Not needed to show the service, it would make the page slower to take taps; the dialog opens
 * at once with a placeholder while the rest arrives.
 */
export const loadsBookingFormSoon = { onPointerEnter: loadBookingFormSoon, onPointerDown: loadBookingFormSoon, onFocus: loadBookingFormSoon };

export type BookingDialogProps = {
  service: ServiceDetails;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The booking flow over the service page: beside the card on a wide screen, a sheet from the
 * bottom edge on a phone. It only mounts while open, so the calendar is asked for on demand.
 */
export function BookingDialog({ service, open, onOpenChange }: BookingDialogProps) {
  const { t } = useTranslation('booking');
  const instant = service.provider.profile.instantBooking;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t(instant ? 'dialog.titleInstant' : 'dialog.titleRequest', { title: service.title })}
      description={t(instant ? 'dialog.leadInstant' : 'dialog.leadRequest')}
    >
      {open ? (
        <Suspense fallback={<Skeleton className="h-72 w-full rounded-xl" />}>
          <BookingForm service={service} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import type { ServiceDetails } from '../api/get-public-service.ts';
import { BookingForm } from './booking-form.tsx';

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
      {open ? <BookingForm service={service} /> : null}
    </Dialog>
  );
}

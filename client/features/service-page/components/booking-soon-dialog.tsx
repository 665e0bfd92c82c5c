import { Link } from 'react-router-dom';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routing/paths.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';

export type BookingSoonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  instantBooking: boolean;
};

/**
 * Booking and requests need the calendar and payment, which are not open yet. Until then the
 * call to action says so plainly and offers what already works: a custom request.
 */
export function BookingSoonDialog({ open, onOpenChange, instantBooking }: BookingSoonDialogProps) {
  const { t } = useTranslation('service');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(instantBooking ? 'soon.titleInstant' : 'soon.titleRequest')}
      description={t('soon.text')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('soon.close')}</Button>
          </DialogClose>
          <Link to={paths.customRequest} className={buttonClasses('primary')}>
            {t('soon.customRequest')}
          </Link>
        </>
      }
    >
      <div className="flex gap-3 rounded-xl bg-primary-50 p-4 text-primary-900">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">{t('soon.customRequestText')}</p>
      </div>
    </Dialog>
  );
}

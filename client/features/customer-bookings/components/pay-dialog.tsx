import { PayBookingDialog } from '../../../components/payments/pay-booking-dialog.tsx';
import type { CustomerBooking } from '../api/booking-types.ts';

/** The customer pays an accepted request: saved or new card, balance or invoice, and the terms accepted. */
export function PayDialog({
  booking,
  defaultOpen,
}: {
  booking: Pick<CustomerBooking, 'id' | 'priceOre' | 'listPriceOre' | 'discountOre' | 'startsAt' | 'cancellationPolicy'>;
  defaultOpen?: boolean;
}) {
  return <PayBookingDialog booking={booking} defaultOpen={defaultOpen} />;
}

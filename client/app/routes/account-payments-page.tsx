import { AccountPaymentsView } from '../../features/account-payments/components/account-payments-view.tsx';
import { isRegisteredProvider, useProviderMe } from '../../features/auth/api/get-provider-me.ts';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';

/** `/account/betalinger`: saved cards, receipts, invoices and, for providers, the way to payouts. */
export function AccountPaymentsPage() {
  const { data: user } = useCurrentUser();
  const provider = useProviderMe(Boolean(user));
  return <AccountPaymentsView isProvider={isRegisteredProvider(provider.data)} />;
}

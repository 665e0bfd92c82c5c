import { lazy, Suspense } from 'react';
import { useModalStore } from '../../lib/modal-store.ts';
import { withLaterTexts } from '../../lib/i18n.ts';

// Every modal (the sign-in and account forms with their validation, and the dialog component
// itself) loads when first opened, not with the page a visitor lands on.
const ComingSoonModal = lazy(withLaterTexts(() => import('./coming-soon-modal.tsx').then((module) => ({ default: module.ComingSoonModal }))));
const ErrorModal = lazy(withLaterTexts(() => import('./error-modal.tsx').then((module) => ({ default: module.ErrorModal }))));
const LoginDialog = lazy(withLaterTexts(() => import('../../features/auth/components/login-dialog.tsx').then((module) => ({ default: module.LoginDialog }))));
const CreateAccountDialog = lazy(
  withLaterTexts(() => import('../../features/auth/components/create-account-dialog.tsx').then((module) => ({ default: module.CreateAccountDialog }))),
);
const AddBusinessDialog = lazy(
  withLaterTexts(() => import('../../features/account/components/add-business-dialog.tsx').then((module) => ({ default: module.AddBusinessDialog }))),
);

/** Renders whichever app-wide modal is open (spec §2 modal registry); one at a time. */
export function ModalHost() {
  return (
    <Suspense fallback={null}>
      <CurrentModal />
    </Suspense>
  );
}

function CurrentModal() {
  const current = useModalStore((state) => state.current);
  const close = useModalStore((state) => state.close);
  if (!current) return null;

  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };

  switch (current.key) {
    case 'LOGIN':
      // A new key per opening starts the forms afresh.
      return <LoginDialog key={current.props.tab ?? 'phone'} open onOpenChange={onOpenChange} returnTo={current.props.returnTo} initialTab={current.props.tab} />;
    case 'CREATE_ACCOUNT':
      return (
        <CreateAccountDialog
          open
          onOpenChange={onOpenChange}
          email={current.props.email}
          token={current.props.token}
          returnTo={current.props.returnTo}
        />
      );
    case 'ADD_BUSINESS':
      return <AddBusinessDialog open onOpenChange={onOpenChange} />;
    case 'RATING':
      return <ComingSoonModal open onOpenChange={onOpenChange} form="rating" />;
    case 'ERROR':
      return <ErrorModal open onOpenChange={onOpenChange} messageKey={current.props.messageKey} message={current.props.message} />;
  }
}

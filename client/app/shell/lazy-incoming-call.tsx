import { lazy, Suspense } from 'react';
import { withLaterTexts } from '../../lib/i18n.ts';

// Loaded once someone is signed in, like the bell: signed-out visitors never download call code.
const IncomingCallPrompt = lazy(withLaterTexts(() => import('../../features/calls/components/incoming-call-prompt.tsx').then((module) => ({ default: module.IncomingCallPrompt }))));

/** Shows an incoming call on any page; render it once for a signed-in person who is not blocked. */
export function LazyIncomingCall() {
  return (
    <Suspense fallback={null}>
      <IncomingCallPrompt />
    </Suspense>
  );
}

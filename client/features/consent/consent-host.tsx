import { lazy, Suspense } from 'react';
import { useConsent } from './browser-consent.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { useConsentSettings } from '../../lib/consent-settings-store.ts';
import { withLaterTexts } from '../../lib/i18n.ts';

// The dialog (and Radix with it) loads only when someone opens the settings.
const ConsentSettingsDialog = lazy(withLaterTexts(() => import('./consent-settings-dialog.tsx').then((module) => ({ default: module.ConsentSettingsDialog }))));

/**
 * The banner until the visitor has answered, and the settings dialog whenever it is opened. The
 * banner stays under the open dialog, so closing it unanswered returns focus to its button.
 */
export function ConsentHost() {
  const consent = useConsent();
  const open = useConsentSettings((state) => state.open);
  const setOpen = useConsentSettings((state) => state.setOpen);
  return (
    <>
      {consent === null ? <ConsentBanner onSettings={() => setOpen(true)} /> : null}
      {open ? (
        <Suspense fallback={null}>
          <ConsentSettingsDialog open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';

/**
 * Shares the profile with the phone's own share sheet where there is one; elsewhere copies the
 * link and says so in a toast. Closing the share sheet is not an error.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('provider');

  async function share() {
    // Made absolute when shared: the page may have been rendered on the server, which has no window.
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Any other refusal (no permission, unsupported data): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ tone: 'success', title: t('share.copied'), description: t('share.copiedText') });
    } catch {
      showToast({ tone: 'error', title: t('share.failed'), description: url });
    }
  }

  return (
    <Button variant="secondary" className="px-3 sm:px-5" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-5" />
      {/* Only the icon on a phone, where the booking action needs the width; the name stays. */}
      <span className="sr-only sm:not-sr-only">{t('share.button')}</span>
    </Button>
  );
}

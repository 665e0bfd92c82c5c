import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/spinner.tsx';

/** Neutral placeholder while the app decides what to show (for example who is signed in). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-1 items-center justify-center gap-3 py-24 text-ink-muted">
      <Spinner className="size-6 text-primary-700" />
      <span>{t('state.loading')}</span>
    </div>
  );
}

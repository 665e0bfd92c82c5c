import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/layout/placeholder-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * Shown when a page fails to render (spec §8: "Oops, something went wrong" with retry).
 * Retrying reloads the page so a half-loaded bundle or state starts fresh.
 */
export function RouteErrorPage() {
  const { t } = useTranslation(['common', 'pages']);
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);

  return (
    <PlaceholderPage
      icon={<TriangleAlert aria-hidden="true" />}
      title={t('error.generic.unexpected')}
      description={t('pages:error.text')}
      action={
        <Button onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {t('error.generic.retry')}
        </Button>
      }
    />
  );
}

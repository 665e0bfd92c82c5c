import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/navigation.tsx';
import { paths } from '#shared/routing/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** Sent for review: what happens next, and the way to the provider dashboard. */
export function RegistrationSuccess({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('registration');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
      <div className="flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <CircleCheck aria-hidden="true" className="size-8" />
      </div>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-ink outline-none">
        {t('success.title')}
      </h1>
      <p className="max-w-lg text-lg text-ink">{t('success.text')}</p>
      <p className="max-w-lg text-base text-ink-muted">{t('success.prepare')}</p>
      <Link to={paths.agent} onClick={onContinue} className={buttonClasses('primary', 'lg', 'mt-4')}>
        {t('success.dashboard')}
      </Link>
    </div>
  );
}

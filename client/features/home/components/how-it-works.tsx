import { CalendarCheck, CreditCard, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const steps = [
  { key: 'find', icon: Search },
  { key: 'book', icon: CalendarCheck },
  { key: 'pay', icon: CreditCard },
] as const;

/** Three steps from search to a finished job. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="how-title" className="render-when-near -m-1 flex flex-col gap-6 p-1">
      <h2 id="how-title" className="text-2xl font-semibold text-ink sm:text-3xl">
        {t('how.title')}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-3 sm:gap-6">
        {steps.map(({ key, icon: Icon }, index) => (
          <li key={key} className="flex flex-col gap-3 rounded-xl bg-surface p-5 shadow-xs ring-1 ring-border">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm font-semibold text-ink-muted">{t('how.stepNumber', { number: index + 1 })}</span>
            </div>
            <h3 className="text-lg font-semibold text-ink">{t(`how.steps.${key}.title`)}</h3>
            <p className="text-base text-ink-muted">{t(`how.steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

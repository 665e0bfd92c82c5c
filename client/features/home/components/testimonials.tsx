import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const quotes = ['cleaning', 'party', 'music'] as const;

/** Short words from customers. */
export function Testimonials() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="testimonials-title" className="render-when-near -m-1 flex flex-col gap-6 p-1">
      <h2 id="testimonials-title" className="text-2xl font-semibold text-ink sm:text-3xl">
        {t('testimonials.title')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
        {quotes.map((key) => (
          <li key={key}>
            <figure className="flex h-full flex-col gap-4 rounded-xl bg-sand-100 p-6">
              <Quote aria-hidden="true" className="size-6 text-primary-700" />
              <blockquote className="flex-1 text-lg text-ink">{t(`testimonials.items.${key}.quote`)}</blockquote>
              <figcaption className="text-sm text-ink-soft">
                <span className="font-semibold text-ink">{t(`testimonials.items.${key}.name`)}</span>
                {', '}
                {t(`testimonials.items.${key}.context`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

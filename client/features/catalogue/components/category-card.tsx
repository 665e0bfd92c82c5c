import { Link } from '../../../lib/navigation.tsx';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '#shared/catalogue/category.schema.ts';
import { browsePath } from '#shared/routing/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** How many subcategory chips fit before the card gets noisy. */
const maxChips = 4;

/** One category: picture, name, short description and its main subcategories. */
export function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const title = category.title[language];
  const subcategories = [...category.subcategories].sort((a, b) => a.sortIndex - b.sortIndex);
  const shown = subcategories.slice(0, maxChips);
  const hidden = subcategories.length - shown.length;

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-xs transition-shadow duration-150 focus-within:shadow-md hover:shadow-md">
      <div className="aspect-16/10 overflow-hidden bg-sand-100">
        {category.image ? (
          <img
            src={category.image}
            alt={t('card.imageAlt', { category: title })}
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-semibold text-ink">
          <Link
            to={browsePath({ category: category.slug })}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        <p className="text-base text-ink-muted">{category.description[language]}</p>
        {shown.length > 0 ? (
          <ul className="flex flex-wrap gap-2 pt-1" aria-label={t('card.subcategories', { category: title })}>
            {shown.map((subcategory) => (
              <li key={subcategory.id} className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800">
                {language === 'en' ? subcategory.titleEn : subcategory.titleNo}
              </li>
            ))}
            {hidden > 0 ? (
              <li className="rounded-full bg-sunken px-3 py-1 text-sm font-medium text-ink-soft">
                {t('card.more', { count: hidden })}
              </li>
            ) : null}
          </ul>
        ) : null}
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-primary-700">
          {t('card.explore')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

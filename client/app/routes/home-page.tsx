import { useTranslation } from 'react-i18next';
import { HydrationChunk } from '../../components/layout/hydration-chunk.tsx';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { laterPart } from '../../components/layout/later-part.tsx';
import { Hero } from '../../features/home/components/hero.tsx';
import { PaymentAlerts } from '../../features/home/components/payment-alerts.tsx';

// Below the search, the front page is links and pictures: their code is not needed for the page
// to take taps, and loads once it does (`laterPart`).
const PopularServices = laterPart(() => import('../../features/home/components/popular-listings.tsx').then((module) => module.PopularServices));
const PopularProviders = laterPart(() => import('../../features/home/components/popular-listings.tsx').then((module) => module.PopularProviders));
const CategoryGrid = laterPart(() => import('../../features/catalogue/components/category-grid.tsx').then((module) => module.CategoryGrid));
const CleaningEstimateLink = laterPart(() => import('../../features/home/components/cleaning-estimate-link.tsx').then((module) => module.CleaningEstimateLink));
const HowItWorks = laterPart(() => import('../../features/home/components/how-it-works.tsx').then((module) => module.HowItWorks));
const Testimonials = laterPart(() => import('../../features/home/components/testimonials.tsx').then((module) => module.Testimonials));
const CustomRequestCta = laterPart(() => import('../../features/home/components/custom-request-cta.tsx').then((module) => module.CustomRequestCta));

/**
 * Front page (spec §2): accepted requests waiting for payment (signed in only), search, popular
 * services, categories, popular providers, how it works, testimonials and the custom-request call
 * to action.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageTitle title={t('meta.title')} />
      <meta name="description" content={t('meta.description')} />
      <PaymentAlerts signedIn={Boolean(user)} />
      <HydrationChunk>
        <Hero />
      </HydrationChunk>
      <PageContainer className="flex flex-col gap-16 py-12 sm:gap-20 sm:py-16">
        <HydrationChunk>
          <PopularServices />
        </HydrationChunk>
        <section aria-labelledby="categories-title" className="render-when-near -m-1 flex flex-col gap-6 p-1">
          <div className="flex flex-col gap-2">
            <h2 id="categories-title" className="text-2xl font-semibold text-ink sm:text-3xl">
              {t('categories.title')}
            </h2>
            <p className="text-base text-ink-muted">{t('categories.lead')}</p>
          </div>
          <HydrationChunk>
            <CategoryGrid />
            <CleaningEstimateLink />
          </HydrationChunk>
        </section>
        <HydrationChunk>
          <PopularProviders />
        </HydrationChunk>
        <HydrationChunk>
          <HowItWorks />
        </HydrationChunk>
        <HydrationChunk>
          <Testimonials />
        </HydrationChunk>
        <HydrationChunk>
          <CustomRequestCta />
        </HydrationChunk>
      </PageContainer>
    </>
  );
}

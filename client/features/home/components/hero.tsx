import { MapPin, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HeroSearch } from './hero-search.tsx';

/** The first thing on the front page: what the product is, and a search box. */
export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-primary-900 text-white">
      <HeroBackdrop />
      <div className="relative mx-auto grid max-w-content gap-10 px-4 pt-10 pb-12 sm:px-6 sm:pt-16 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="flex flex-col gap-6">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-primary-100">
          <MapPin aria-hidden="true" className="size-4" />
          {t('hero.cities')}
        </p>
        <h1 id="hero-title" className="max-w-2xl text-4xl font-bold tracking-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="max-w-xl text-lg text-primary-100">{t('hero.lead')}</p>
        <div className="max-w-2xl">
          <HeroSearch />
        </div>
        <p className="inline-flex items-center gap-2 text-sm text-primary-100">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('hero.reassurance')}
        </p>
        </div>
        <HeroCollage />
      </div>
    </section>
  );
}

/** The three category pictures, staggered; decoration on wide screens only. */
function HeroCollage() {
  const tile = 'overflow-hidden rounded-2xl shadow-lg ring-1 ring-white/10';
  return (
    <div aria-hidden="true" className="hidden grid-cols-2 gap-4 self-center lg:grid">
      <img src="/images/categories/rengjoring.svg" alt="" width={640} height={400} className={`${tile} col-span-2 aspect-16/10 w-full object-cover`} />
      <img src="/images/categories/arrangement.svg" alt="" width={640} height={400} className={`${tile} aspect-4/3 w-full object-cover`} />
      <img src="/images/categories/musikk.svg" alt="" width={640} height={400} className={`${tile} aspect-4/3 w-full translate-y-6 object-cover`} />
    </div>
  );
}

/** Soft shapes behind the hero text; pure decoration. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full"
      preserveAspectRatio="xMaxYMid slice"
      viewBox="0 0 1200 520"
    >
      <circle cx="1080" cy="80" r="260" fill="var(--color-primary-800)" />
      <circle cx="960" cy="520" r="200" fill="var(--color-primary-700)" opacity="0.55" />
      <circle cx="1180" cy="420" r="90" fill="var(--color-primary-600)" opacity="0.35" />
    </svg>
  );
}

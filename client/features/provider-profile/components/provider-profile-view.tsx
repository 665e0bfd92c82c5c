import { useTranslation } from 'react-i18next';
import { providerPath } from '#shared/routing/paths.ts';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { PictureGallery } from '../../../components/media/picture-gallery.tsx';
import { appConfig } from '../../../lib/config.ts';
import { usePublicProvider, type ProviderDetails } from '../api/get-public-provider.ts';
import { useProviderServices } from '../api/get-provider-services.ts';
import { ProfileContentSections } from './profile-content.tsx';
import { ProfileSection } from './profile-section.tsx';
import { CustomRequestCard, ProviderFigures } from './provider-figures.tsx';
import { ProviderHeader } from './provider-header.tsx';
import { ProviderLoadError, ProviderNotFound, ProviderProfileSkeleton } from './provider-profile-states.tsx';
import { ProviderRatings } from './provider-ratings.tsx';
import { ProviderServices } from './provider-services.tsx';

/** Spec §2 Provider profile for the provider named in the address (slug or id). */
export function ProviderProfileView({ idOrSlug }: { idOrSlug: string }) {
  const query = usePublicProvider(idOrSlug);
  if (query.isPending) return <ProviderProfileSkeleton />;
  if (query.isError) return <ProviderLoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  if (query.data === null) return <ProviderNotFound />;
  return <ProviderDetailsView provider={query.data} idOrSlug={idOrSlug} />;
}

const metaDescriptionLength = 155;

function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= metaDescriptionLength ? flat : `${flat.slice(0, metaDescriptionLength - 1).trimEnd()}…`;
}

function ProviderDetailsView({ provider, idOrSlug }: { provider: ProviderDetails; idOrSlug: string }) {
  const { t } = useTranslation('provider');
  // Started with the address's name together with the profile, so both arrive in one round trip.
  const services = useProviderServices(idOrSlug);
  const { profile } = provider;
  const pictures = [...provider.pictures]
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .map((picture, index) => ({
      id: picture.id,
      src: picture.wide,
      alt: picture.title ?? t('pictures.alt', { name: profile.displayName, number: index + 1 }),
      caption: picture.title,
    }));
  const description = metaDescription(
    provider.description || profile.tagline || t('meta.description', { name: profile.displayName, appName: appConfig.appName }),
  );

  return (
    <PageContainer className="flex flex-col gap-8 py-4 sm:py-6 lg:pb-16">
      <PageTitle title={profile.displayName} />
      <meta name="description" content={description} />
      <ProviderHeader provider={provider} services={services.data} sharePath={providerPath(provider.slug)} />
      {/*
        On a phone the figures come first and the custom request last; on wide screens both sit
        in the right-hand column beside the content.
      */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-6">
        <ProviderFigures provider={provider} className="lg:col-start-2 lg:row-start-1" />
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {provider.description.trim() ? (
            <ProfileSection title={t('about.title', { name: profile.displayName })}>
              <p className="text-base whitespace-pre-line text-ink-soft sm:text-lg">{provider.description}</p>
            </ProfileSection>
          ) : null}
          <ProviderServices
            services={services.data}
            isError={services.isError}
            retrying={services.isRefetching}
            onRetry={() => void services.refetch()}
          />
          {pictures.length > 0 ? (
            <ProfileSection title={t('pictures.title')}>
              <PictureGallery
                pictures={pictures}
                labels={{ showAll: t('pictures.showAll', { count: pictures.length }), dialogTitle: t('pictures.dialogTitle', { name: profile.displayName }) }}
              />
            </ProfileSection>
          ) : null}
          <ProfileContentSections content={provider.content} />
          <ProviderRatings providerId={provider.id} summary={provider.rating} />
        </div>
        <CustomRequestCard className="self-start lg:col-start-2 lg:row-start-2" />
      </div>
    </PageContainer>
  );
}

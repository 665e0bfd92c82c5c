import { useTranslation } from 'react-i18next';
import { useCategories } from '../../features/catalogue/api/get-categories.ts';
import { CoverPhotoSection } from '../../features/provider-dashboard/components/cover-photo-section.tsx';
import { GallerySection } from '../../features/provider-dashboard/components/gallery-section.tsx';
import { OwnProviderPage } from '../../features/provider-dashboard/components/own-provider-page.tsx';
import { ProfileEditor } from '../../features/provider-dashboard/components/profile-editor.tsx';
import { StatusBanner } from '../../features/provider-dashboard/components/status-banner.tsx';

/** /agent: "My profile", where the registration stands and the profile the customers see. */
export function AgentHomePage() {
  const { t } = useTranslation('pages');
  const categories = useCategories();
  return (
    <OwnProviderPage title={t('agent.title')} description={t('agent.text')}>
      {(provider) => (
        <>
          <StatusBanner provider={provider} />
          <ProfileEditor key={provider.id} provider={provider} categories={categories.data ?? []} />
          <CoverPhotoSection provider={provider} />
          <GallerySection provider={provider} />
        </>
      )}
    </OwnProviderPage>
  );
}

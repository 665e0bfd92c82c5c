import { ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { Picture } from '../../../components/media/picture.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useUploadCoverPhoto } from '../api/pictures.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { FilePickerButton } from './file-picker-button.tsx';
import { PictureCropDialog } from './picture-crop-dialog.tsx';
import { useChosenImage } from './use-chosen-image.ts';

/** The cover photo in its two crops: square for cards, wide for the profile page's hero. */
export function CoverPhotoSection({ provider }: { provider: ProviderMe }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const upload = useUploadCoverPhoto();
  const chosen = useChosenImage();
  const { coverSquare, coverWide } = provider.profile;

  return (
    <DashboardSection title={t('cover.title')} description={t('cover.text')}>
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
        <figure className="flex flex-col gap-2">
          <Picture src={coverSquare} alt={coverSquare ? t('cover.squareAlt') : ''} className="aspect-square rounded-lg" />
          <figcaption className="text-sm text-ink-muted">{t('cover.square')}</figcaption>
        </figure>
        <figure className="flex flex-col gap-2">
          <Picture src={coverWide} alt={coverWide ? t('cover.wideAlt') : ''} className="aspect-video rounded-lg" />
          <figcaption className="text-sm text-ink-muted">{t('cover.wide')}</figcaption>
        </figure>
      </div>
      {!coverSquare && !coverWide ? <p className="text-sm text-ink-muted">{t('cover.none')}</p> : null}
      <div>
        <FilePickerButton
          onFile={(file) => {
            upload.reset();
            void chosen.choose(file);
          }}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {coverSquare || coverWide ? t('cover.change') : t('cover.choose')}
        </FilePickerButton>
      </div>
      {chosen.problem ? <Notice tone="danger" role="alert" title={chosen.problem} /> : null}
      {chosen.image ? (
        <PictureCropDialog
          key={chosen.image.url}
          image={chosen.image}
          onClose={chosen.clear}
          title={t('cover.cropTitle')}
          busy={upload.isPending}
          problem={upload.error ? errorText(upload.error) : undefined}
          onConfirm={({ crops }) => {
            if (!chosen.image) return;
            upload.mutate(
              { original: chosen.image.file, crops },
              {
                onSuccess: () => {
                  chosen.clear();
                  showToast({ title: t('cover.saved'), tone: 'success' });
                },
              },
            );
          }}
        />
      ) : null}
    </DashboardSection>
  );
}

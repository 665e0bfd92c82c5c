import { useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Picture as PictureData } from '#shared/explore/common.schema.ts';
import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import { Picture } from '../../../components/media/picture.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAddPicture, useDeletePicture } from '../api/pictures.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { FilePickerButton } from './file-picker-button.tsx';
import { PictureCropDialog } from './picture-crop-dialog.tsx';
import { useChosenImage } from './use-chosen-image.ts';

/** The provider's own pictures shown on the profile page: add with crops, delete after asking. */
export function GallerySection({ provider }: { provider: ProviderMe }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const add = useAddPicture();
  const chosen = useChosenImage();
  const [deleting, setDeleting] = useState<PictureData | null>(null);
  const pictures = [...provider.profile.pictures].sort((a, b) => a.sortIndex - b.sortIndex);

  return (
    <DashboardSection title={t('pictures.title')} description={t('pictures.text')}>
      {pictures.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('pictures.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="flex flex-col gap-2">
              <Picture src={picture.square} alt={picture.title ?? t('pictures.alt', { number: index + 1 })} className="aspect-square rounded-lg" />
              <div className="flex items-center justify-between gap-2">
                <span className="truncate text-sm text-ink-soft">{picture.title}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('pictures.delete', { name: picture.title ?? t('pictures.alt', { number: index + 1 }) })}
                  onClick={() => setDeleting(picture)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div>
        <FilePickerButton
          onFile={(file) => {
            add.reset();
            void chosen.choose(file);
          }}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('pictures.add')}
        </FilePickerButton>
      </div>
      {chosen.problem ? <Notice tone="danger" role="alert" title={chosen.problem} /> : null}
      {chosen.image ? (
        <PictureCropDialog
          key={chosen.image.url}
          image={chosen.image}
          onClose={chosen.clear}
          title={t('pictures.cropTitle')}
          withTitle
          allowSkip
          busy={add.isPending}
          problem={add.error ? errorText(add.error) : undefined}
          onConfirm={({ crops, title }) => {
            if (!chosen.image) return;
            add.mutate(
              { original: chosen.image.file, crops, title },
              {
                onSuccess: () => {
                  chosen.clear();
                  showToast({ title: t('pictures.added'), tone: 'success' });
                },
              },
            );
          }}
        />
      ) : null}
      <DeletePictureDialog picture={deleting} onClose={() => setDeleting(null)} />
    </DashboardSection>
  );
}

function DeletePictureDialog({ picture, onClose }: { picture: PictureData | null; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const remove = useDeletePicture();
  return (
    <Dialog
      open={picture !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) {
          remove.reset();
          onClose();
        }
      }}
      title={t('pictures.confirmTitle')}
      description={t('pictures.confirmText')}
      size="sm"
      footer={
        <>
          <DialogClose>
            <Button variant="ghost" disabled={remove.isPending}>
              {t('pictures.keep')}
            </Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => {
              if (!picture) return;
              remove.mutate(picture.id, {
                onSuccess: () => {
                  showToast({ title: t('pictures.deleted'), tone: 'success' });
                  onClose();
                },
              });
            }}
          >
            {t('pictures.confirmDelete')}
          </Button>
        </>
      }
    >
      {picture ? <Picture src={picture.wide} alt="" className="aspect-video rounded-lg" /> : null}
      {remove.error ? <Notice tone="danger" role="alert" title={errorText(remove.error)} className="mt-4" /> : null}
    </Dialog>
  );
}

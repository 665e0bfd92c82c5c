import { useRef, useState } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Picture } from '#shared/explore/common.schema.ts';
import type { OwnService } from '#shared/providers/offering.schema.ts';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import {
  useAddServicePicture,
  useDeleteServicePicture,
  useMoveServicePicture,
  useSetPictureAltText,
  type PictureCrops,
} from '../api/service-pictures.ts';
import { PictureCropDialog } from './picture-crop-dialog.tsx';

/** A saved service's pictures in their order (spec §7): add with crops, reorder, describe, delete. */
export function ServicePictures({ service }: { service: OwnService }) {
  const { t } = useTranslation('offerings');
  const errorText = useErrorText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const add = useAddServicePicture(service.id);
  const move = useMoveServicePicture(service.id);
  const remove = useDeleteServicePicture(service.id);
  const pictures = [...service.pictures].sort((a, b) => a.sortIndex - b.sortIndex);

  const upload = (crops: PictureCrops, title: string) => {
    if (!file) return;
    add.mutate(
      { file, crops, title },
      {
        onSuccess: () => {
          setFile(null);
          showToast({ title: t('pictures.added'), tone: 'success' });
        },
      },
    );
  };

  const failed = (error: unknown) => showToast({ title: errorText(error), tone: 'error' });

  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold text-ink">{t('pictures.title')}</h2>
        <p className="text-sm text-ink-muted">{t('pictures.text')}</p>
      </div>
      {pictures.length === 0 ? <p className="text-base text-ink-muted">{t('pictures.none')}</p> : null}
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('pictures.title')}>
        {pictures.map((picture, index) => (
          <li key={picture.id} className="flex flex-col gap-3 rounded-lg border border-border p-3">
            <img src={picture.square} alt={picture.title ?? ''} width={320} height={320} className="aspect-square w-full rounded-md object-cover" />
            <AltTextField serviceId={service.id} picture={picture} number={index + 1} />
            <div className="flex flex-wrap gap-1">
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('pictures.moveUp')}
                disabled={index === 0 || move.isPending}
                onClick={() => move.mutate({ pictureId: picture.id, direction: 'Up' }, { onError: failed })}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('pictures.moveDown')}
                disabled={index === pictures.length - 1 || move.isPending}
                onClick={() => move.mutate({ pictureId: picture.id, direction: 'Down' }, { onError: failed })}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(picture.id, {
                    onSuccess: () => showToast({ title: t('pictures.deleted'), tone: 'success' }),
                    onError: failed,
                  })
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('pictures.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          className="sr-only"
          aria-label={t('pictures.choose')}
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) {
              add.reset();
              setFile(chosen);
            }
          }}
        />
        <Button variant="secondary" onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('pictures.add')}
        </Button>
      </div>
      {file ? (
        <PictureCropDialog
          file={file}
          busy={add.isPending}
          problem={add.error ? errorText(add.error) : undefined}
          onCancel={() => setFile(null)}
          onDone={upload}
        />
      ) : null}
    </Card>
  );
}

/** The picture's description for screen readers, saved when the field is left. */
function AltTextField({ serviceId, picture, number }: { serviceId: string; picture: Picture; number: number }) {
  const { t } = useTranslation('offerings');
  const errorText = useErrorText();
  const save = useSetPictureAltText(serviceId);
  const [text, setText] = useState(picture.title ?? '');
  const [problem, setProblem] = useState<string | undefined>();

  const tooLong = text.trim().length > fieldTextLimits.pictureText;
  const commit = () => {
    if (text.trim() === (picture.title ?? '')) return;
    // The counter and the message below already say why; nothing is sent that the server refuses.
    if (tooLong) return;
    setProblem(undefined);
    save.mutate(
      { pictureId: picture.id, altText: text.trim() },
      {
        onSuccess: () => showToast({ title: t('pictures.altSaved'), tone: 'success' }),
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <Input
      label={t('pictures.altTextFor', { number })}
      value={text}
      maxCharacters={fieldTextLimits.pictureText}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      error={tooLong ? errorText({ key: 'error.text.too_long', params: { count: fieldTextLimits.pictureText } }) : problem}
    />
  );
}

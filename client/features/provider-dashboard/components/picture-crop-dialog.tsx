import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { wideAspectRatio, type PictureCrops } from '#shared/providers/profile.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { centreCrop, toWholePixels, type ChosenImage } from '../lib/image-file.ts';

const shapes = { square: 1, wide: wideAspectRatio } as const;
type Shape = keyof typeof shapes;
type View = { crop: Point; zoom: number };
const startView: View = { crop: { x: 0, y: 0 }, zoom: 1 };

export type CropResult = { crops: PictureCrops; title: string };

type PictureCropDialogProps = {
  /** The picture to crop. Give the dialog `key={image.url}` so a new picture starts afresh. */
  image: ChosenImage;
  onClose: () => void;
  title: string;
  /** Ask for a caption too (gallery pictures). */
  withTitle?: boolean;
  /** Let the provider skip choosing: both crops are then taken from the middle. */
  allowSkip?: boolean;
  onConfirm: (result: CropResult) => void;
  busy: boolean;
  problem?: string;
};

/**
 * Choosing the square and the wide part of a picture (react-easy-crop). Drag or use the arrow
 * keys on the picture to move, the slider or the mouse wheel to zoom. A shape the provider
 * never looked at gets the middle of the picture.
 */
export function PictureCropDialog({ image, onClose, title, withTitle = false, allowSkip = false, onConfirm, busy, problem }: PictureCropDialogProps) {
  const { t } = useTranslation('agent');
  const id = useId();
  const [shape, setShape] = useState<Shape>('square');
  const [views, setViews] = useState<Record<Shape, View>>({ square: startView, wide: startView });
  const [areas, setAreas] = useState<Partial<Record<Shape, Area>>>({});
  const [caption, setCaption] = useState('');
  const errorText = useErrorText();
  // Past the limit the upload waits: the server would refuse the picture for its caption.
  const captionTooLong = withTitle && caption.trim().length > fieldTextLimits.pictureText;

  const cropsOf = (useChosen: boolean): PictureCrops => {
    const crop = (which: Shape) => {
      const area = useChosen ? areas[which] : undefined;
      return area ? toWholePixels(area) : centreCrop(image, shapes[which]);
    };
    return { square: crop('square'), wide: crop('wide') };
  };

  const view = views[shape];
  const setView = (change: Partial<View>) => setViews((current) => ({ ...current, [shape]: { ...current[shape], ...change } }));

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      description={t('crop.text')}
      size="lg"
      footer={
        <>
          <DialogClose>
            <Button variant="ghost" disabled={busy}>
              {t('crop.cancel')}
            </Button>
          </DialogClose>
          {allowSkip ? (
            <Button variant="secondary" disabled={busy || captionTooLong} onClick={() => onConfirm({ crops: cropsOf(false), title: caption })}>
              {t('crop.skip')}
            </Button>
          ) : null}
          <Button loading={busy} loadingText={t('crop.uploading')} disabled={captionTooLong} onClick={() => onConfirm({ crops: cropsOf(true), title: caption })}>
            {t('crop.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div role="group" aria-label={t('crop.shape')} className="flex gap-2">
          {(Object.keys(shapes) as Shape[]).map((which) => (
            <Button key={which} variant={shape === which ? 'primary' : 'secondary'} size="sm" aria-pressed={shape === which} onClick={() => setShape(which)}>
              {t(`crop.shapes.${which}`)}
            </Button>
          ))}
        </div>
        <div className={cn('relative h-72 w-full overflow-hidden rounded-lg bg-ink sm:h-96')}>
          <Cropper
            key={shape}
            image={image.url}
            aspect={shapes[shape]}
            crop={view.crop}
            zoom={view.zoom}
            minZoom={1}
            maxZoom={4}
            onCropChange={(crop) => setView({ crop })}
            onZoomChange={(zoom) => setView({ zoom })}
            onCropComplete={(_, pixels) => setAreas((current) => ({ ...current, [shape]: pixels }))}
            cropperProps={{ 'aria-label': t('crop.area', { shape: t(`crop.shapes.${shape}`) }), 'aria-describedby': `${id}-keys` }}
          />
        </div>
        <p id={`${id}-keys`} className="text-sm text-ink-muted">
          {t('crop.keyboard')}
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-zoom`} className="text-sm font-medium text-ink">
            {t('crop.zoom')}
          </label>
          <input
            id={`${id}-zoom`}
            type="range"
            min={1}
            max={4}
            step={0.1}
            value={view.zoom}
            aria-valuetext={t('crop.zoomValue', { zoom: Math.round(view.zoom * 100) })}
            onChange={(event) => setView({ zoom: Number(event.target.value) })}
            className="w-full accent-primary-700"
          />
        </div>
        {withTitle ? (
          <Input
            label={t('pictures.caption')}
            hint={t('pictures.captionHint')}
            value={caption}
            maxCharacters={fieldTextLimits.pictureText}
            error={captionTooLong ? errorText({ key: 'error.text.too_long', params: { count: fieldTextLimits.pictureText } }) : undefined}
            onChange={(event) => setCaption(event.target.value)}
          />
        ) : null}
        {problem ? <Notice tone="danger" role="alert" title={problem} /> : null}
      </div>
    </Dialog>
  );
}

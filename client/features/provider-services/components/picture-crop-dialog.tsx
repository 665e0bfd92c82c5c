import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { fieldTextLimits } from '#shared/validation/text-lengths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import type { PictureCrops, PixelCrop } from '../api/service-pictures.ts';
import { centreCrop, roundCrop, squareAspect, wideAspect } from '../lib/crop.ts';

type Step = 'square' | 'wide';

type PictureCropDialogProps = {
  file: File;
  busy: boolean;
  problem?: string;
  onCancel: () => void;
  onDone: (crops: PictureCrops, title: string) => void;
};

/**
 * Two crops of one picture: the square for cards, then the wide one for the service page. A
 * shortcut takes the middle of the picture for both.
 */
export function PictureCropDialog({ file, busy, problem, onCancel, onDone }: PictureCropDialogProps) {
  const { t } = useTranslation('offerings');
  // Made and released inside one effect: a memoised address would be released by the first
  // cleanup (React runs effects twice in development) and the picture would never load.
  const [source, setSource] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    let current = true;
    const image = new Image();
    image.onload = () => {
      if (current) setSource(url);
    };
    image.onerror = () => {
      if (current) setUnreadable(true);
    };
    image.src = url;
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  const [step, setStep] = useState<Step>('square');
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelCrop | null>(null);
  const [square, setSquare] = useState<PixelCrop | null>(null);
  const [title, setTitle] = useState('');
  const errorText = useErrorText();
  // Past the limit the upload waits: the server would refuse the picture for its text.
  const titleTooLong = title.trim().length > fieldTextLimits.pictureText;

  const chosen = () => (size && area ? roundCrop(area, size.width, size.height) : null);

  const next = () => {
    const crop = chosen();
    if (!crop) return;
    if (step === 'square') {
      setSquare(crop);
      setStep('wide');
      setPosition({ x: 0, y: 0 });
      setZoom(1);
      return;
    }
    if (square && !titleTooLong) onDone({ square, wide: crop }, title);
  };

  const takeCentre = () => {
    if (!size || titleTooLong) return;
    onDone({ square: centreCrop(size.width, size.height, squareAspect), wide: centreCrop(size.width, size.height, wideAspect) }, title);
  };

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={step === 'square' ? t('pictures.cropSquare') : t('pictures.cropWide')}
      description={step === 'square' ? t('pictures.cropSquareText') : t('pictures.cropWideText')}
      footer={
        <>
          <Button variant="secondary" onClick={takeCentre} disabled={!size || busy || titleTooLong}>
            {t('pictures.useCentre')}
          </Button>
          <Button onClick={next} disabled={!area || busy || (step === 'wide' && titleTooLong)} loading={busy && step === 'wide'}>
            {step === 'square' ? t('pictures.next') : t('pictures.upload')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="relative h-72 w-full overflow-hidden rounded-lg bg-ink sm:h-96">
          {source ? (
          <Cropper
            key={step}
            image={source}
            crop={position}
            zoom={zoom}
            aspect={step === 'square' ? squareAspect : wideAspect}
            onCropChange={setPosition}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            onMediaLoaded={(media) => setSize({ width: media.naturalWidth, height: media.naturalHeight })}
          />
          ) : null}
        </div>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
          {t('pictures.zoom')}
          <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(event) => setZoom(Number(event.target.value))} className="accent-primary-700" />
        </label>
        <Input
          label={t('pictures.altText')}
          hint={t('pictures.altTextHint')}
          value={title}
          maxCharacters={fieldTextLimits.pictureText}
          error={titleTooLong ? errorText({ key: 'error.text.too_long', params: { count: fieldTextLimits.pictureText } }) : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {unreadable ? <Notice tone="danger" role="alert" title={t('pictures.unreadable')} /> : null}
        {problem ? <Notice tone="danger" role="alert" title={problem} /> : null}
      </div>
    </Dialog>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { minProfilePhotoSize } from '#shared/providers/profile.schema.ts';
import { Avatar } from '../../../components/media/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessages, fieldMessageIds } from '../../../components/ui/field-messages.tsx';
import { isProfilePhotoLargeEnough, loadChosenImage, releaseImage, type ChosenImage } from '../lib/image-file.ts';

type ProfilePhotoFieldProps = {
  name: string;
  current: string | null;
  /** The chosen file, sent with the profile; null once saved. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** A problem the server found with the photo. */
  error?: string;
};

/**
 * The profile photo: the current one, or a preview of the chosen file. A file under
 * 1200 × 1200 is refused here with the server's own sentence, before any upload (spec §9).
 */
export function ProfilePhotoField({ name, current, file, onFileChange, error }: ProfilePhotoFieldProps) {
  const { t } = useTranslation('agent');
  const { t: tErrors } = useTranslation('errors');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [preview, setPreview] = useState<ChosenImage | null>(null);
  const previewRef = useRef<ChosenImage | null>(null);
  useEffect(() => () => releaseImage(previewRef.current), []);

  const shownError = localError ?? error;
  const hint = t('profile.photo.hint', { size: minProfilePhotoSize });
  const { describedBy } = fieldMessageIds(id, hint, shownError);
  // After a save the form lets go of the file; the saved photo is then `current`.
  const previewUrl = preview && preview.file === file ? preview.url : null;

  const keepPreview = (image: ChosenImage | null) => {
    releaseImage(previewRef.current);
    previewRef.current = image;
    setPreview(image);
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setChecking(true);
    try {
      const image = await loadChosenImage(chosen);
      if (!isProfilePhotoLargeEnough(image)) {
        releaseImage(image);
        keepPreview(null);
        setLocalError(tErrors('error.upload.photo_too_small'));
        onFileChange(null);
        return;
      }
      keepPreview(image);
      setLocalError(null);
      onFileChange(chosen);
    } catch {
      keepPreview(null);
      setLocalError(t('pictures.unreadable'));
      onFileChange(null);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="flex flex-col gap-3" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {t('profile.photo.label')}
      </span>
      <div className="flex items-center gap-4">
        <Avatar src={previewUrl ?? current} name={name} size="lg" />
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            // The button below is the control people reach; the input only opens the file picker.
            hidden
            tabIndex={-1}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              // Cleared so the same file can be chosen again after a problem.
              event.target.value = '';
              void choose(chosen);
            }}
          />
          <Button
            id={id}
            variant="secondary"
            size="sm"
            loading={checking}
            loadingText={t('pictures.checking')}
            aria-describedby={describedBy}
            aria-invalid={shownError ? true : undefined}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {t('profile.photo.choose')}
          </Button>
          {file ? <p className="text-sm text-ink-muted">{t('profile.photo.chosen', { name: file.name })}</p> : null}
        </div>
      </div>
      <FieldMessages fieldId={id} hint={hint} error={shownError} />
    </div>
  );
}

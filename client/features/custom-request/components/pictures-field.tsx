import { useEffect, useId, useMemo, useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { customRequestLimits } from '#shared/requests/custom-request.schema.ts';
import { Button } from '../../../components/ui/button.tsx';

/** Object URLs of the chosen pictures for their previews, released when the pictures change. */
function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * Up to five pictures of the job (spec §5). They stay on this device until the request is sent;
 * the server checks their content, size and pixels like every upload.
 */
export function PicturesField({ files, onChange, error }: { files: readonly File[]; onChange: (files: File[]) => void; error?: string }) {
  const { t } = useTranslation('requests');
  const id = useId();
  const previews = usePreviews(files);
  const [tooMany, setTooMany] = useState(false);
  const max = customRequestLimits.maxPictures;
  const full = files.length >= max;
  const message = error ?? (tooMany ? t('describe.picturesTooMany', { max }) : undefined);

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {t('describe.pictures')}
      </span>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('describe.picturesHint', { max })}
      </p>
      {files.length > 0 ? (
        <ul aria-labelledby={`${id}-label`} className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="relative">
              {previews[index] ? <img src={previews[index]} alt={file.name} className="aspect-square w-full rounded-lg border border-border object-cover" /> : null}
              <Button
                variant="secondary"
                size="sm"
                className="absolute right-1 top-1 size-9 p-0"
                aria-label={t('describe.removePicture', { name: file.name })}
                onClick={() => {
                  setTooMany(false);
                  onChange(files.filter((_, other) => other !== index));
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <label
          htmlFor={id}
          className={`inline-flex min-h-touch cursor-pointer items-center gap-2 rounded-lg border border-border-strong bg-surface px-4 font-semibold text-ink hover:bg-sunken focus-within:outline-2 focus-within:outline-primary-600 ${full ? 'pointer-events-none opacity-50' : ''}`}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('describe.addPictures')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          disabled={full}
          className="sr-only"
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            const room = max - files.length;
            setTooMany(chosen.length > room);
            onChange([...files, ...chosen.slice(0, room)]);
          }}
        />
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

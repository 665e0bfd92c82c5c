import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClasses } from '../../../components/ui/input.tsx';
import { FieldMessages, fieldMessageIds } from '../../../components/ui/field-messages.tsx';
import { cn } from '../../../lib/class-names.ts';

/** A preview of the chosen file, read as a data URL so no object URL has to be released. */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/**
 * The photo of the person's ID (spec §5: required for individuals). It stays on this device until
 * the registration is sent; someone resuming elsewhere is asked for it again.
 */
export function IdPhotoField({
  file,
  onChange,
  error,
  hadPhoto,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  hadPhoto: boolean;
}) {
  const { t } = useTranslation('registration');
  const id = useId();
  const preview = usePreviewUrl(file);
  const hint = !file && hadPhoto ? t('details.idPhotoSaved') : t('details.idPhotoHint');
  const { describedBy } = fieldMessageIds(id, hint, error);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('details.idPhoto')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        className={cn(fieldClasses.replace(' h-12 ', ' '), 'py-2.5 file:mr-4 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:font-semibold file:text-primary-800')}
      />
      <FieldMessages fieldId={id} hint={hint} error={error} />
      {preview ? (
        <img src={preview} alt={t('details.idPhotoPreview')} className="mt-2 max-h-48 w-auto self-start rounded-lg border border-border object-contain" />
      ) : null}
    </div>
  );
}

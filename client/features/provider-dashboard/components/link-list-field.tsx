import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';

export type LinkRow = { title: string; url: string };

type LinkListFieldProps = {
  legend: string;
  addLabel: string;
  links: LinkRow[];
  onChange: (links: LinkRow[]) => void;
  /** The problem of a row's field, by row and field. */
  errorOf: (index: number, field: keyof LinkRow) => string | undefined;
};

/** A list of titled links (music, videos) the provider adds to and removes from. */
export function LinkListField({ legend, addLabel, links, onChange, errorOf }: LinkListFieldProps) {
  const { t } = useTranslation('agent');
  const id = useId();
  const update = (index: number, field: keyof LinkRow, value: string) =>
    onChange(links.map((link, at) => (at === index ? { ...link, [field]: value } : link)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-ink">{legend}</legend>
      {links.length === 0 ? <p className="text-sm text-ink-muted">{t('profile.links.empty')}</p> : null}
      <ul className="flex flex-col gap-4">
        {links.map((link, index) => (
          // Rows have no identity of their own; the position is what the errors refer to as well.
          <li key={`${id}-${index}`} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
            <Input
              label={t('profile.links.title', { list: legend, number: index + 1 })}
              value={link.title}
              onChange={(event) => update(index, 'title', event.target.value)}
              error={errorOf(index, 'title')}
            />
            <Input
              label={t('profile.links.url', { list: legend, number: index + 1 })}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={link.url}
              onChange={(event) => update(index, 'url', event.target.value)}
              error={errorOf(index, 'url')}
            />
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              aria-label={t('profile.links.remove', { list: legend, number: index + 1 })}
              onClick={() => onChange(links.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" size="sm" onClick={() => onChange([...links, { title: '', url: '' }])}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}

import { Images } from 'lucide-react';
import { Dialog } from '../ui/dialog.tsx';
import { cn } from '../../lib/class-names.ts';
import { Picture } from './picture.tsx';

/** Grid per number of side pictures: the large one spans two columns (and both rows for two). */
const layouts = ['', 'md:grid-cols-3', 'md:grid-cols-3 md:grid-rows-2'] as const;

export type GalleryPicture = {
  id: string;
  /** The wide crop: galleries are landscape. */
  src: string;
  alt: string;
  caption?: string | null;
};

export type PictureGalleryProps = {
  pictures: GalleryPicture[];
  labels: {
    /** Button that opens every picture, e.g. "Vis alle bilder (5)". */
    showAll: string;
    /** Heading of the dialog with every picture. */
    dialogTitle: string;
  };
  className?: string;
};

/**
 * A page's pictures in a wide crop: one large picture, and on wider screens up to two more
 * beside it. Every picture opens in a dialog, one under the other, so nothing depends on a
 * swipe gesture. Without pictures a placeholder keeps the page's shape.
 */
export function PictureGallery({ pictures, labels, className }: PictureGalleryProps) {
  const [first, ...rest] = pictures;
  const side = rest.slice(0, 2);

  if (!first) {
    return <Picture src={null} alt="" className={cn('aspect-16/9 rounded-2xl sm:aspect-21/9', className)} />;
  }

  return (
    <div className={cn('relative', className)}>
      <div className={cn('grid gap-2 sm:gap-3', layouts[side.length])}>
        <Picture
          src={first.src}
          alt={first.alt}
          priority
          width={1200}
          height={675}
          className={cn('aspect-16/9 rounded-2xl', side.length === 0 ? 'sm:aspect-21/9' : 'md:col-span-2 md:rounded-r-md', side.length === 2 && 'md:row-span-2 md:aspect-auto')}
        />
        {side.map((picture, index) => (
          <Picture
            key={picture.id}
            src={picture.src}
            alt={picture.alt}
            width={600}
            height={338}
            className={cn(
              'hidden aspect-16/9 md:block md:rounded-l-md',
              side.length === 1 && 'md:aspect-auto',
              index === 0 && 'md:rounded-tr-2xl',
              index === side.length - 1 && 'md:rounded-br-2xl',
            )}
          />
        ))}
      </div>
      {pictures.length > 1 ? (
        <Dialog
          size="lg"
          title={labels.dialogTitle}
          trigger={
            <button
              type="button"
              className="absolute right-3 bottom-3 inline-flex min-h-touch items-center gap-2 rounded-lg bg-surface/95 px-4 text-sm font-semibold text-ink shadow-md ring-1 ring-border hover:bg-surface"
            >
              <Images aria-hidden="true" className="size-4" />
              {labels.showAll}
            </button>
          }
        >
          <ul className="flex flex-col gap-4">
            {pictures.map((picture) => (
              <li key={picture.id}>
                <figure className="flex flex-col gap-2">
                  <Picture src={picture.src} alt={picture.alt} width={1200} height={675} className="aspect-16/9 rounded-xl" />
                  {picture.caption ? <figcaption className="text-sm text-ink-muted">{picture.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </div>
  );
}

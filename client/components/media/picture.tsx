import { useState } from 'react';
import { cn } from '../../lib/class-names.ts';
import { PicturePlaceholder } from '../listing/listing-picture.tsx';

export type PictureProps = {
  /** The picture's address; null or empty shows the placeholder. */
  src: string | null | undefined;
  /** What the picture shows; empty when it only decorates. */
  alt: string;
  /**
   * Size and shape of the frame, including a fixed aspect ratio (`aspect-16/9`), so the page
   * does not jump when the picture arrives or fails.
   */
  className?: string;
  imgClassName?: string;
  /** Intrinsic size hints for the browser's layout before the file arrives. */
  width?: number;
  height?: number;
  /** The first picture on a page loads at once; the rest wait until they are near the screen. */
  priority?: boolean;
};

/**
 * A picture in a frame of fixed shape. When there is no picture, or the file cannot be loaded
 * (a removed upload, a flaky network), the cards' drawn placeholder takes its place instead of
 * the browser's broken-image icon.
 */
export function Picture({ src, alt, className, imgClassName, width, height, priority = false }: PictureProps) {
  // Remember which address failed rather than a flag, so a new address gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  return (
    <div className={cn('relative overflow-hidden bg-sand-100', className)}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
          className={cn('size-full object-cover', imgClassName)}
        />
      ) : (
        // The same drawing as on the cards, so a picture-less service looks alike everywhere.
        <PicturePlaceholder className="absolute inset-0" />
      )}
    </div>
  );
}

import { cn } from '../../lib/class-names.ts';

export type ListingPictureProps = {
  /** The picture's URL; null when the provider has not added one (spec §9: placeholder). */
  src: string | null | undefined;
  alt: string;
  /** Sets the box's fixed aspect ratio so nothing jumps when the picture arrives. */
  className?: string;
  width?: number;
  height?: number;
  /** The first picture of a list, likely the largest thing on screen: fetched at once and first. */
  priority?: boolean;
};

/**
 * A card picture in a fixed-ratio box, or a quiet drawn placeholder when there is none. The
 * placeholder is inline SVG: no extra request, nothing to fail loading, and it stays out of
 * the accessibility tree because it says nothing about the service.
 */
export function ListingPicture({ src, alt, className, width = 480, height = 360, priority = false }: ListingPictureProps) {
  return (
    <div className={cn('relative overflow-hidden bg-sand-100', className)}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
      ) : (
        <PicturePlaceholder />
      )}
    </div>
  );
}

export function PicturePlaceholder({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-placeholder="picture"
      viewBox="0 0 160 120"
      preserveAspectRatio="xMidYMid slice"
      className={cn('size-full text-sand-200', className)}
    >
      <rect width="160" height="120" className="fill-sand-100" />
      <circle cx="118" cy="34" r="14" fill="currentColor" />
      <path d="M0 120 L52 62 L84 94 L104 76 L160 120 Z" className="fill-primary-100" />
      <path d="M0 120 L40 86 L70 120 Z" fill="currentColor" />
    </svg>
  );
}

import { useState } from 'react';
import { cn } from '../../lib/class-names.ts';
import { initials } from '../listing/listing-format.ts';

const sizes = {
  sm: 'size-10 text-sm',
  md: 'size-14 text-lg',
  /** A provider in a result list. */
  card: 'size-16 text-xl',
  lg: 'size-24 text-3xl sm:size-32 sm:text-4xl',
} as const;

export type AvatarProps = {
  src: string | null | undefined;
  /** The person or company pictured; used for the alt text and the initials fallback. */
  name: string;
  /** Alt text; empty when the name is written next to the picture anyway. */
  alt?: string;
  size?: keyof typeof sizes;
  className?: string;
};

/**
 * A round profile photo in a fixed size; initials stand in when there is none or when the file
 * fails to load, so a removed upload never shows a broken-image icon.
 */
export function Avatar({ src, name, alt = '', size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = cn('shrink-0 overflow-hidden rounded-full', sizes[size], className);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cn(frame, 'bg-sand-100 object-cover')}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-placeholder="initials"
      className={cn(frame, 'inline-flex items-center justify-center bg-primary-100 font-semibold text-primary-800')}
    >
      {initials(name)}
    </span>
  );
}

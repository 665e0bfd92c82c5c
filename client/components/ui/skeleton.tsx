import { cn } from '../../lib/class-names.ts';

/** A grey placeholder block shaped like the content that is loading. Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-sunken', className)} />;
}

import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';

/** A turning ring; decorative, so the surrounding text or `aria-busy` tells what is happening. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} />;
}

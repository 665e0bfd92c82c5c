import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

/** Centres content with the standard side padding and maximum width. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full max-w-content px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}

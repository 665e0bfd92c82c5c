import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names.ts';

type CardProps = ComponentProps<'div'> & {
  padding?: 'none' | 'md' | 'lg';
  /** Lift on hover for cards that are one big link. */
  interactive?: boolean;
};

const paddings = { none: '', md: 'p-4 sm:p-5', lg: 'p-6 sm:p-8' } as const;

export function Card({ padding = 'md', interactive = false, className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-xl border border-border bg-surface shadow-xs',
        interactive && 'transition-shadow duration-150 hover:shadow-md focus-within:shadow-md',
        paddings[padding],
        className,
      )}
      {...props}
    />
  );
}

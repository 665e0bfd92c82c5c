import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

export type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually one button or link saying what to do next. */
  action?: ReactNode;
  /** Heading level so the page outline stays right. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
  children?: ReactNode;
};

/** Explains why there is nothing here and what the person can do about it. */
export function EmptyState({ icon, title, description, action, headingLevel = 'h2', className, children }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-10 text-center', className)}>
      {icon ? (
        <div className="mb-1 flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&>svg]:size-7">
          {icon}
        </div>
      ) : null}
      <Heading className={cn('font-semibold text-ink', headingLevel === 'h1' ? 'text-2xl sm:text-3xl' : 'text-xl')}>
        {title}
      </Heading>
      {description ? <p className="max-w-md text-base text-ink-muted">{description}</p> : null}
      {children}
      {action ? <div className="mt-3 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

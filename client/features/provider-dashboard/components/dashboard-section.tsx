import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/class-names.ts';

/** One titled block of the provider dashboard, a region named by its heading. */
export function DashboardSection({
  title,
  description,
  children,
  className,
  headingLevel = 'h2',
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const id = useId();
  const Heading = headingLevel;
  return (
    <Card padding="lg" className={cn('flex flex-col gap-5', className)}>
      <section aria-labelledby={id} className="flex flex-col gap-5">
        <div className="flex flex-col gap-1">
          <Heading id={id} className="text-xl font-semibold text-ink">
            {title}
          </Heading>
          {description ? <p className="text-base text-ink-muted">{description}</p> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}

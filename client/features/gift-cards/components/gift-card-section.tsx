import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

type GiftCardSectionProps = { id: string; title: ReactNode; description?: ReactNode; icon: ReactNode; children?: ReactNode };

/** One titled part of the gift cards page, read as a region named by its heading. */
export function GiftCardSection({ id, title, description, icon, children }: GiftCardSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <Card padding="lg" className="flex flex-col gap-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&>svg]:size-5">{icon}</span>
          <div className="flex flex-col gap-1">
            <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
              {title}
            </h2>
            {description ? <p className="text-base text-ink-muted">{description}</p> : null}
          </div>
        </div>
        {children}
      </Card>
    </section>
  );
}

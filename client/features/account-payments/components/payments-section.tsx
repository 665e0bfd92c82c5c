import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

/** One titled part of the payments page. */
export function PaymentsSection({ id, title, icon, action, children }: { id: string; title: string; icon: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card padding="lg" className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&>svg]:size-5">{icon}</span>
            <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
              {title}
            </h2>
          </div>
          {action}
        </div>
        {children}
      </Card>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

type AccountSectionProps = {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  icon: ReactNode;
  children?: ReactNode;
};

/** One titled part of the account page; the page's table of contents links to its `id`. */
export function AccountSection({ id, title, description, icon, children }: AccountSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <Card padding="lg" className="flex flex-col gap-5">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&>svg]:size-5">
            {icon}
          </span>
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

/** Label and value pairs, read as a description list. */
export function DetailList({ items }: { items: { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map((item, index) => (
        <div key={index} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-ink-muted">{item.label}</dt>
          <dd className="text-base font-medium break-words text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

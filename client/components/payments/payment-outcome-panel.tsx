import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

const tones = {
  success: 'border-success-200 bg-success-50 text-success-800',
  danger: 'border-danger-50 bg-danger-50 text-danger-800',
  warning: 'border-sand-200 bg-warning-50 text-warning-700',
} as const;

export type PaymentOutcomePanelProps = {
  tone: keyof typeof tones;
  /** `alert` for a failure the customer must act on, `status` for news. */
  role?: 'alert' | 'status';
  icon: ReactNode;
  titleId: string;
  title: string;
  text: string;
  heading?: 'h1' | 'h2';
  testId?: string;
  /** Buttons under the text, lined up with it. */
  children?: ReactNode;
};

/** How a card payment ended (paid, refused, not known yet), as a booking or a gift card shows it. */
export function PaymentOutcomePanel({ tone, role, icon, titleId, title, text, heading = 'h2', testId, children }: PaymentOutcomePanelProps) {
  const Heading = heading;
  return (
    <section role={role} aria-labelledby={titleId} className={cn('flex flex-col gap-3 rounded-2xl border p-5 sm:p-6', tones[tone])} data-testid={testId}>
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-1 shrink-0 [&>svg]:size-6">
          {icon}
        </span>
        <div className="flex flex-col gap-1">
          <Heading id={titleId} className={heading === 'h1' ? 'text-2xl font-bold sm:text-3xl' : 'text-xl font-semibold'}>
            {title}
          </Heading>
          <p className="text-base">{text}</p>
        </div>
      </div>
      {children ? <div className="flex flex-wrap gap-3 sm:pl-9">{children}</div> : null}
    </section>
  );
}

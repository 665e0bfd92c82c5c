import type { ReactNode } from 'react';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/class-names.ts';

const tones = {
  info: { box: 'border-primary-200 bg-primary-50 text-primary-900', icon: Info },
  warning: { box: 'border-sand-200 bg-warning-50 text-warning-700', icon: TriangleAlert },
  danger: { box: 'border-danger-50 bg-danger-50 text-danger-800', icon: CircleAlert },
  // Something that is over and needs nothing more: neither good news nor a warning.
  neutral: { box: 'border-border bg-sunken text-ink', icon: Info },
} as const;

export type NoticeProps = {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** `alert` announces the notice at once; use it for errors that just happened. */
  role?: 'alert' | 'status';
};

/** A boxed message inside the page: information, a warning or an error with a way out. */
export function Notice({ tone = 'info', title, children, action, className, role }: NoticeProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div role={role} className={cn('flex gap-3 rounded-lg border p-4', box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-1 flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-sm">{children}</div> : null}
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
    </div>
  );
}

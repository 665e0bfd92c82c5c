import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names.ts';

const tones = {
  neutral: 'bg-sunken text-ink-soft',
  primary: 'bg-primary-50 text-primary-800',
  warning: 'bg-warning-50 text-warning-700',
  success: 'bg-success-50 text-success-700',
  danger: 'bg-danger-50 text-danger-800',
} as const;

export function Badge({ tone = 'neutral', children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)}>
      {children}
    </span>
  );
}

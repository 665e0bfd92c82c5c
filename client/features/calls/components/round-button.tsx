import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../lib/class-names.ts';

export type RoundButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  icon: ReactNode;
  label: string;
  tone?: 'plain' | 'danger' | 'accept';
};

const tones = {
  plain: 'bg-white/15 text-white group-hover:bg-white/25 group-aria-pressed:bg-white group-aria-pressed:text-ink',
  danger: 'bg-danger-700 text-white group-hover:bg-danger-800',
  accept: 'bg-primary-600 text-white group-hover:bg-primary-700',
} as const;

/** A call control: a big round icon with its name written under it. Pass `aria-pressed` for a toggle. */
export function RoundButton({ icon, label, tone = 'plain', className, type = 'button', ...props }: RoundButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'group flex w-20 flex-col items-center gap-2 rounded-2xl p-1 text-sm font-medium text-white',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-300 disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className={cn('inline-flex size-16 items-center justify-center rounded-full transition-colors [&>svg]:size-7', tones[tone])}>
        {icon}
      </span>
      <span>{label}</span>
    </button>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex min-h-touch min-w-touch items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap ' +
  'transition-colors duration-150 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-white shadow-xs hover:bg-primary-800 active:bg-primary-900',
  secondary: 'border border-border-strong bg-surface text-ink hover:bg-sunken active:bg-border',
  ghost: 'text-primary-700 hover:bg-primary-50 active:bg-primary-100',
  danger: 'bg-danger-700 text-white shadow-xs hover:bg-danger-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 text-sm',
  md: 'h-12 px-5 text-base',
  lg: 'h-14 px-7 text-lg',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  return cn(base, variants[variant], sizes[size], className);
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and a "sending..." label, and blocks further clicks. */
  loading?: boolean;
  /** Label while loading; defaults to "Sender ..." / "Sending...". */
  loadingText?: ReactNode;
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  const { t } = useTranslation();
  const classes = buttonClasses(variant, size, className);

  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <>
          <Spinner />
          <span>{loadingText ?? t('action.sending')}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

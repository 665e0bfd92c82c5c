import { Link } from '../../lib/navigation.tsx';
import { paths } from '#shared/routing/paths.ts';
import { appConfig } from '../../lib/config.ts';
import { cn } from '../../lib/class-names.ts';

/** The mark: a rounded square with a check-like roof, in the brand green. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" fill="var(--color-primary-700)" />
      <path d="M8 15.5 16 9l8 6.5" fill="none" stroke="var(--color-white)" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="m11.5 19.5 3.2 3.2 6.3-6.4" fill="none" stroke="var(--color-primary-200)" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Brand name and mark, linking to the front page. */
export function BrandLogo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'inline-flex min-h-touch items-center gap-2 rounded-md text-lg font-bold tracking-tight',
        tone === 'dark' ? 'text-ink' : 'text-white',
        className,
      )}
    >
      <BrandMark className="shrink-0" />
      <span className="truncate">{appConfig.appName}</span>
    </Link>
  );
}

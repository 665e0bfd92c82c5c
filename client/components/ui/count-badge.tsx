import { cn } from '../../lib/class-names.ts';

/** Counts above this show as "99+": the badge must stay small enough for a phone header. */
const badgeLimit = 99;

/**
 * A small red count beside a link (unread messages, requests waiting). Hidden from screen readers:
 * the link says the count in words beside it.
 */
export function CountBadge({ count, ring, testId }: { count: number; ring: string; testId?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={cn('inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-700 px-1 text-xs font-bold text-white ring-2', ring)}
    >
      {count > badgeLimit ? `${badgeLimit}+` : count}
    </span>
  );
}

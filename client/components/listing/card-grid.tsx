import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/class-names.ts';
import { Skeleton } from '../ui/skeleton.tsx';

/** One column on a phone, two on a tablet, three where there is room. */
export const cardGridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3';

const gridColumns = {
  3: cardGridClasses,
  /** For wider cards (providers, with their figures) beside a sidebar. */
  2: 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6',
} as const;

export type CardGridColumns = keyof typeof gridColumns;

/** A list of cards; give each card an `<li className="flex">` so cards in a row share a height. */
export function CardGrid({ className, columns = 3, ...props }: ComponentProps<'ul'> & { columns?: CardGridColumns }) {
  return <ul className={cn(gridColumns[columns], className)} {...props} />;
}

/** Shaped like a ServiceCard so the page keeps its layout when results arrive. */
export function ServiceCardSkeleton() {
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-xl border border-border bg-surface">
      <Skeleton className="aspect-4/3 rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/5" />
        <div className="flex justify-between pt-2">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-6 w-28 rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** Shaped like a ProviderCard. */
export function ProviderCardSkeleton() {
  return (
    <div className="flex w-full flex-col rounded-xl border border-border bg-surface">
      <div className="flex gap-4 p-4">
        <Skeleton className="size-16 shrink-0 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/5" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 border-t border-border p-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="flex flex-col gap-1">
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}

export type CardGridSkeletonProps = {
  kind: 'service' | 'provider';
  /** What is loading, read out once instead of every grey block; "Laster tjenester" by default. */
  label?: string;
  count?: number;
  columns?: CardGridColumns;
  className?: string;
};

/** A grid of card skeletons announced as one loading status. */
export function CardGridSkeleton({ kind, label, count = 6, columns = 3, className }: CardGridSkeletonProps) {
  const { t } = useTranslation('explore');
  const Card = kind === 'service' ? ServiceCardSkeleton : ProviderCardSkeleton;
  return (
    <div role="status" aria-label={label ?? t(kind === 'service' ? 'listing.loading.services' : 'listing.loading.providers')} className={cn(gridColumns[columns], className)}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex">
          <Card />
        </div>
      ))}
    </div>
  );
}

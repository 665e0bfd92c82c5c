import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cn } from '../../lib/class-names.ts';

/** Tabs: arrow keys move between tabs and show the focused one (automatic activation). */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cn('flex flex-col gap-4', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('flex gap-1 overflow-x-auto border-b border-border', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        '-mb-px inline-flex min-h-touch shrink-0 items-center border-b-2 border-transparent px-4 text-base font-medium text-ink-muted',
        'hover:text-ink data-[state=active]:border-primary-700 data-[state=active]:text-primary-800',
        'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-primary-500 rounded-t-md',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={cn('focus-visible:outline-3 focus-visible:outline-primary-500 rounded-md', className)}
      {...props}
    />
  );
}

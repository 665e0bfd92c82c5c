import { Button } from './button.tsx';
import { Notice } from './notice.tsx';
import { Skeleton } from './skeleton.tsx';

/** Placeholder cards while a list loads, announced once by its label. */
export function ListLoading({ label, count = 2, heightClass = 'h-32' }: { label: string; count?: number; heightClass?: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={`${heightClass} w-full rounded-xl`} />
      ))}
    </div>
  );
}

/** A list that could not be fetched, with the way to ask again. */
export function ListLoadError({ title, retryLabel, retrying, onRetry }: { title: string; retryLabel: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Notice
      tone="danger"
      role="alert"
      title={title}
      action={
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}

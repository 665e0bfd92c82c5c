import type { ReactNode } from 'react';

/** Ids a field points `aria-describedby` at, derived from the field's own id. */
export function fieldMessageIds(fieldId: string, hint: ReactNode, error: ReactNode) {
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The help and error lines under a form field, linked to it for screen readers. */
export function FieldMessages({ fieldId, hint, error }: { fieldId: string; hint?: ReactNode; error?: ReactNode }) {
  const { hintId, errorId } = fieldMessageIds(fieldId, hint, error);
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The lines under a field: help and error on the left and, for a field with a limit, the character
 * counter on the right of the same row, so the limit never sits on a line of its own.
 */
export function FieldFooter({ fieldId, hint, error, counter }: { fieldId: string; hint?: ReactNode; error?: ReactNode; counter?: ReactNode }) {
  if (!counter) return <FieldMessages fieldId={fieldId} hint={hint} error={error} />;
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1.5">
        <FieldMessages fieldId={fieldId} hint={hint} error={error} />
      </div>
      <div className="ml-auto shrink-0">{counter}</div>
    </div>
  );
}

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

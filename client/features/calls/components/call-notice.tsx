import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A full-screen notice of the call page (how it ended, a microphone problem): a round icon and a
 * heading that takes the focus whenever `focusKey` changes, so a screen reader reads the new state.
 */
export function CallNotice({ role, icon, title, focusKey, testId, children }: { role: 'status' | 'alert'; icon?: ReactNode; title: string; focusKey?: unknown; testId: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [focusKey]);
  return (
    <div role={role} className="flex max-w-md flex-col items-center gap-3 text-center" data-testid={testId}>
      {icon ? (
        <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-white/15">
          {icon}
        </span>
      ) : null}
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none" data-testid="call-status">
        {title}
      </h1>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Notice } from '../../../components/ui/notice.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useErrorText } from '../../../lib/error-text.ts';

export type ChatCardFrameProps = {
  /** The id of the card's heading, which names the card. */
  labelledBy: string;
  /** The reader's own cards stand on the right, as their messages do. */
  mine: boolean;
  testId: string;
  /** The top row: what the card is on the left, its status on the right. */
  header: ReactNode;
  children: ReactNode;
  /** Why the reader's last answer failed, shown at the foot until they answer again. */
  error: unknown;
};

/** The frame of a card in the conversation, such as an add-on offer or a proposed new time. */
export function ChatCardFrame({ labelledBy, mine, testId, header, children, error }: ChatCardFrameProps) {
  const errorText = useErrorText();
  return (
    <article
      aria-labelledby={labelledBy}
      className={cn('flex w-full max-w-md flex-col gap-3 rounded-xl border border-border bg-surface p-4 shadow-xs', mine ? 'self-end' : 'self-start')}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">{header}</div>
      {children}
      {error ? (
        <Notice tone="danger" role="alert">
          {errorText(error)}
        </Notice>
      ) : null}
    </article>
  );
}

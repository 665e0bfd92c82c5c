import { useId } from 'react';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RescheduleRequest } from '#shared/bookings/booking-cards.schema.ts';
import type { RescheduleStatus } from '#shared/bookings/reschedule-status.ts';
import type { ChatRole } from '#shared/chats/chat.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/class-names.ts';
import { useMinuteClock } from '../../../lib/use-minute-clock.ts';
import { useAnswerReschedule } from '../api/booking-cards.ts';
import { useMessageText } from '../lib/message-text.ts';
import { CardAnswerButtons } from './card-answer-buttons.tsx';
import { ChatCardFrame } from './chat-card-frame.tsx';

const tones: Record<RescheduleStatus, 'warning' | 'success' | 'neutral' | 'danger'> = {
  waiting: 'warning',
  accepted: 'success',
  rejected: 'danger',
  expired: 'neutral',
};

export type RescheduleCardProps = {
  request: RescheduleRequest;
  chatId: string;
  /** The reader's side; the side that did not propose answers. */
  role: ChatRole;
  /** The other person's name, for who proposed or must answer. */
  otherName: string;
  mine: boolean;
  /** The request as the server answered, shown at once instead of waiting for its push. */
  onChange: (request: RescheduleRequest) => void;
};

/** A proposed new start for a booking: the current and the proposed time, who proposed, the status and the answer. */
export function RescheduleCard({ request, chatId, role, otherName, mine, onChange }: RescheduleCardProps) {
  const { t } = useTranslation('chat');
  const { when } = useMessageText();
  const titleId = useId();
  const answer = useAnswerReschedule(chatId);
  const now = useMinuteClock();
  const proposedByMe = request.requestedBy === role;
  const proposed = when(request.proposedStartsAt);
  // The deadline is shown while it matters; the server says expired once it has passed.
  const waiting = request.status === 'waiting' && new Date(request.expiresAt).getTime() > now.getTime();

  const act = (kind: 'accept' | 'reject') => answer.mutate({ requestId: request.id, answer: kind }, { onSuccess: (answered) => onChange(answered) });
  const busy = (kind: 'accept' | 'reject') => answer.isPending && answer.variables?.answer === kind;

  return (
    <ChatCardFrame
      labelledBy={titleId}
      mine={mine}
      error={answer.error}
      testId="reschedule-card"
      header={
        <>
          <h3 id={titleId} className="flex items-center gap-2 text-base font-semibold text-ink">
            <CalendarClock aria-hidden="true" className="size-5 text-primary-700" />
            {t('cards.reschedule.label')}
          </h3>
          <Badge tone={tones[request.status]}>{t(`cards.reschedule.status.${request.status}`)}</Badge>
        </>
      }
    >
      <dl className="grid grid-cols-[1fr_auto_1fr] items-start gap-x-3 gap-y-1">
        <div className="flex flex-col">
          <dt className="text-sm text-ink-muted">{request.status === 'accepted' ? t('cards.reschedule.previous') : t('cards.reschedule.current')}</dt>
          <dd className={cn('text-base text-ink', request.status === 'accepted' && 'line-through decoration-ink-muted')}>{when(request.currentStartsAt)}</dd>
        </div>
        <ArrowRight aria-hidden="true" className="mt-6 size-5 text-ink-muted" />
        <div className="flex flex-col">
          <dt className="text-sm text-ink-muted">{t('cards.reschedule.proposed')}</dt>
          <dd className="text-base font-semibold text-ink" data-testid="reschedule-proposed">
            {proposed}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-ink-soft">{proposedByMe ? t('cards.reschedule.byMe') : t('cards.reschedule.byOther', { name: otherName })}</p>
      {waiting ? (
        <p className="text-sm text-ink-muted">
          {proposedByMe ? t('cards.reschedule.waitingForOther', { name: otherName, when: when(request.expiresAt) }) : t('cards.reschedule.answerBy', { when: when(request.expiresAt) })}
        </p>
      ) : null}
      {waiting && !proposedByMe ? (
        <CardAnswerButtons
          decline={{ text: t('cards.reschedule.reject'), label: t('cards.reschedule.rejectLabel', { when: proposed }), onClick: () => act('reject'), loading: busy('reject') }}
          accept={{ text: t('cards.reschedule.accept'), label: t('cards.reschedule.acceptLabel', { when: proposed }), onClick: () => act('accept'), loading: busy('accept') }}
          disabled={answer.isPending}
        />
      ) : null}
    </ChatCardFrame>
  );
}

import { useEffect, useRef } from 'react';
import { MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { MediaProblem } from '../lib/media.ts';

/** The microphone (or camera) could not be used: what happened, what to do about it, and a way to try again. */
export function MediaProblemScreen({ problem, onRetry }: { problem: MediaProblem; onRetry: () => void }) {
  const { t } = useTranslation('calls');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [problem]);
  return (
    <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center" data-testid="call-media-problem">
      <span aria-hidden="true" className="inline-flex size-16 items-center justify-center rounded-full bg-white/15">
        <MicOff className="size-7" />
      </span>
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold focus:outline-none" data-testid="call-status">
        {t(`problem.${problem}.title`)}
      </h1>
      <p className="text-base text-primary-100">{t(`problem.${problem}.text`)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('problem.retry')}
      </Button>
    </div>
  );
}

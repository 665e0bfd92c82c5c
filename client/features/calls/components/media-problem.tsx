import { MicOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { MediaProblem } from '../lib/media.ts';
import { CallNotice } from './call-notice.tsx';

/** The microphone (or camera) could not be used: what happened, what to do about it, and a way to try again. */
export function MediaProblemScreen({ problem, onRetry }: { problem: MediaProblem; onRetry: () => void }) {
  const { t } = useTranslation('calls');
  return (
    <CallNotice role="alert" icon={<MicOff className="size-7" />} title={t(`problem.${problem}.title`)} focusKey={problem} testId="call-media-problem">
      <p className="text-base text-primary-100">{t(`problem.${problem}.text`)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('problem.retry')}
      </Button>
    </CallNotice>
  );
}

import { useTranslation } from 'react-i18next';
import type { CustomRequestStatus } from '#shared/requests/custom-request.schema.ts';
import { Badge } from '../ui/badge.tsx';

const tones = { OPEN: 'primary', CLOSED: 'success', CANCELLED: 'neutral' } as const;

/** Åpen, Tilbud godtatt or Trukket. */
export function RequestStatusBadge({ status, className }: { status: CustomRequestStatus; className?: string }) {
  const { t } = useTranslation('customerRequests');
  return (
    <Badge tone={tones[status]} className={className}>
      {t(`status.${status}`)}
    </Badge>
  );
}

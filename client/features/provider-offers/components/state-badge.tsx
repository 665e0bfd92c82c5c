import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { stateLabel, stateTone } from '../lib/request-facts.ts';

/** Where the request stands for this provider, in words: new, offer sent, seen by the customer … */
export function StateBadge({ state, offer }: { state: string; offer: { seenAt: string | null } | null }) {
  const { t } = useTranslation('agentOffers');
  const label = stateLabel(state, offer);
  return <Badge tone={stateTone[label]}>{t(`state.${label}`)}</Badge>;
}

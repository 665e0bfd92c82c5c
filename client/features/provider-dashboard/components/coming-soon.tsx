import { Repeat, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

export const comingSections = ['subscriptions'] as const;
export type ComingSection = (typeof comingSections)[number];

const icons = { subscriptions: Repeat } as const;

/** A part of the dashboard not open yet: what will appear here, and nothing made up. */
export function ComingSoon({ section }: { section: ComingSection | null }) {
  const { t } = useTranslation('agent');
  if (!section) {
    return (
      <EmptyState
        headingLevel="h1"
        icon={<Wrench aria-hidden="true" />}
        title={t('coming.unknown.title')}
        description={t('coming.unknown.text')}
        className="rounded-xl border border-border bg-surface"
      />
    );
  }
  const Icon = icons[section];
  return (
    <EmptyState
      headingLevel="h1"
      icon={<Icon aria-hidden="true" />}
      title={t(`coming.${section}.title`)}
      description={t(`coming.${section}.text`)}
      className="rounded-xl border border-border bg-surface"
    >
      <p className="max-w-md text-sm text-ink-muted">{t('coming.note')}</p>
    </EmptyState>
  );
}

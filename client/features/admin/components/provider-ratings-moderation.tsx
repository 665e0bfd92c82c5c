import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProviderRating } from '#shared/explore/rating.schema.ts';
import { hideRatingBodySchema } from '#shared/ratings/booking-rating.schema.ts';
import { RatingItem } from '../../../components/listing/rating-item.tsx';
import { useRatingPages } from '../../../components/ratings/ratings-pages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { api } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { WrittenReasonDialog } from './admin-bits.tsx';

function HideRatingDialog({ providerId, rating, onDone }: { providerId: string; rating: ProviderRating; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const hide = useMutation({
    mutationFn: (reason: string) => api.post<null>(`admin/ratings/${encodeURIComponent(rating.id)}/hide`, { reason }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ratings', providerId] }),
  });
  const form = useSchemaForm({
    schema: hideRatingBodySchema,
    initialValues: { reason: '' },
    shownFields: ['reason'],
    onValid: async ({ reason }) => {
      await hide.mutateAsync(reason);
      showToast({ title: t('ratings.hiddenToast'), tone: 'success' });
      onDone();
    },
  });
  return (
    <WrittenReasonDialog
      formId="hide-rating-form"
      title={t('ratings.hideTitle')}
      description={t('ratings.hideText')}
      label={t('ratings.reason')}
      hint={t('ratings.reasonHint')}
      confirmLabel={t('ratings.hideConfirm')}
      value={form.values.reason}
      error={form.fieldError('reason')}
      problem={form.problemText ?? undefined}
      busy={hide.isPending}
      onChange={(reason) => form.set('reason', reason)}
      onSubmit={form.onSubmit}
      onClose={onDone}
    />
  );
}

/**
 * A provider's public ratings as support sees them, with hiding one that breaks the rules (the
 * reason goes to the audit log, the customer is told).
 */
export function ProviderRatingsModeration({ providerId }: { providerId: string }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [hiding, setHiding] = useState<ProviderRating | null>(null);
  const ratings = useRatingPages(providerId, 'admin');
  const items = ratings.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Card className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold text-ink">{t('ratings.title')}</h3>
      {ratings.isPending ? <Spinner /> : null}
      {ratings.isError ? (
        <Notice tone="danger" role="alert">
          {errorText(ratings.error)}
        </Notice>
      ) : null}
      {ratings.data && items.length === 0 ? <p className="text-base text-ink-muted">{t('ratings.none')}</p> : null}
      {items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {items.map((rating) => (
            <RatingItem key={rating.id} rating={rating}>
              <Button variant="secondary" size="sm" className="self-start" onClick={() => setHiding(rating)} aria-label={t('ratings.hideOne', { name: rating.customerFirstname ?? t('ratings.anonymous') })}>
                {t('ratings.hide')}
              </Button>
            </RatingItem>
          ))}
        </ul>
      ) : null}
      {ratings.hasNextPage ? (
        <Button variant="secondary" className="self-center" loading={ratings.isFetchingNextPage} onClick={() => void ratings.fetchNextPage()}>
          {t('ratings.more')}
        </Button>
      ) : null}
      {hiding ? <HideRatingDialog providerId={providerId} rating={hiding} onDone={() => setHiding(null)} /> : null}
    </Card>
  );
}

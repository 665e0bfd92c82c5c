import { useState } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProviderRating } from '#shared/explore/rating.schema.ts';
import { ratingReplyMaxLength } from '#shared/ratings/booking-rating.schema.ts';
import { RatingItem } from '../../../components/listing/rating-item.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ListLoadError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useRatingPages } from '../../../components/ratings/ratings-pages.ts';
import { useReplyToRating } from '../api/provider-ratings.ts';

/** The provider's one public answer to a rating, written under it. */
function ReplyForm({ providerId, rating }: { providerId: string; rating: ProviderRating }) {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const reply = useReplyToRating(providerId);
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)} aria-label={t('ratings.replyTo', { name: rating.customerFirstname ?? t('ratings.anonymous') })}>
        {t('ratings.reply')}
      </Button>
    );
  }
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate({ ratingId: rating.id, text }, { onSuccess: () => showToast({ title: t('ratings.replied'), tone: 'success' }) });
      }}
    >
      <TextArea label={t('ratings.replyLabel')} hint={t('ratings.replyHint')} rows={3} maxCharacters={ratingReplyMaxLength} value={text} onChange={(event) => setText(event.target.value)} autoFocus />
      {reply.error ? (
        <Notice tone="danger" role="alert">
          {errorText(reply.error)}
        </Notice>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" loading={reply.isPending} loadingText={t('ratings.sending')}>
          {t('ratings.send')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(false)}>
          {t('ratings.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** `/agent/vurderinger`: what customers said, newest first, each answerable once. */
export function OwnRatings({ providerId }: { providerId: string }) {
  const { t } = useTranslation('agent');
  const ratings = useRatingPages(providerId, 'own');
  if (ratings.isPending) return <ListLoading label={t('ratings.loading')} />;
  if (ratings.isError) return <ListLoadError title={t('ratings.loadError')} retryLabel={t('ratings.retry')} onRetry={() => void ratings.refetch()} retrying={ratings.isRefetching} />;
  const items = ratings.data.pages.flatMap((page) => page.data);
  if (items.length === 0) return <EmptyState icon={<Star aria-hidden="true" />} title={t('ratings.emptyTitle')} description={t('ratings.emptyText')} />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {items.map((rating) => (
          <RatingItem key={rating.id} rating={rating}>
            {rating.reply ? null : <ReplyForm providerId={providerId} rating={rating} />}
          </RatingItem>
        ))}
      </ul>
      {ratings.hasNextPage ? (
        <Button variant="secondary" className="self-center" loading={ratings.isFetchingNextPage} onClick={() => void ratings.fetchNextPage()}>
          {t('ratings.more')}
        </Button>
      ) : null}
    </div>
  );
}

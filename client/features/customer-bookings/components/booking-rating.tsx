import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ratingCommentMaxLength } from '#shared/ratings/booking-rating.schema.ts';
import { StarRatingInput } from '../../../components/ratings/star-rating-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { showToast } from '../../../components/ui/toast-store.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { type BookingRatingView, useBookingRating, useRateBooking } from '../api/booking-rating.ts';

/** Spec §2 RATING modal: stars (required), a comment, and whether to stay anonymous. */
function RatingDialog({ bookingId, defaultOpen = false }: { bookingId: string; defaultOpen?: boolean }) {
  const { t } = useTranslation('bookings');
  const errorText = useErrorText();
  const [open, setOpen] = useState(defaultOpen);
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [missingStars, setMissingStars] = useState(false);
  const rate = useRateBooking(bookingId);

  const submit = () => {
    if (stars === null) {
      setMissingStars(true);
      return;
    }
    rate.mutate(
      { numStars: stars, comment: comment.trim() || null, anonymous },
      {
        onSuccess: () => {
          setOpen(false);
          showToast({ title: t('rating.done'), tone: 'success' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) rate.reset();
      }}
      trigger={<Button>{t('rating.open')}</Button>}
      title={t('rating.title')}
      description={t('rating.text')}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('rating.later')}</Button>
          </DialogClose>
          <Button loading={rate.isPending} loadingText={t('rating.sending')} onClick={submit}>
            {t('rating.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <StarRatingInput
          label={t('rating.stars')}
          value={stars}
          onChange={(next) => {
            setStars(next);
            setMissingStars(false);
          }}
          starLabel={(count) => t('rating.star', { count })}
          error={missingStars ? errorText({ key: 'error.rating.stars_required' }) : null}
        />
        <TextArea
          label={t('rating.comment')}
          hint={t('rating.commentHint')}
          rows={4}
          maxCharacters={ratingCommentMaxLength}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <Checkbox label={t('rating.anonymous')} description={t('rating.anonymousHint')} checked={anonymous} onCheckedChange={setAnonymous} />
        {rate.error ? (
          <Notice tone="danger" role="alert">
            {errorText(rate.error)}
          </Notice>
        ) : null}
      </div>
    </Dialog>
  );
}

function GivenRating({ rating }: { rating: BookingRatingView }) {
  const { t } = useTranslation('bookings');
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-base font-semibold text-ink" data-testid="given-rating">
        {t('rating.given', { count: rating.numStars, date: formatDate(new Date(rating.created), language) })}
      </p>
      {rating.comment ? <p className="text-base whitespace-pre-line text-ink-soft">«{rating.comment}»</p> : null}
      {rating.hidden ? (
        <Notice tone="warning">{t('rating.hidden')}</Notice>
      ) : (
        <p className="text-sm text-ink-muted">{rating.anonymous ? t('rating.shownAnonymous') : t('rating.shownWithName')}</p>
      )}
    </div>
  );
}

/**
 * On a done booking: the customer's rating of it, or the way to give one (the RATING modal,
 * opened at once when the address asks for it, as the "how was it?" notice links).
 */
export function BookingRatingSection({ bookingId, openRating = false }: { bookingId: string; openRating?: boolean }) {
  const { t } = useTranslation('bookings');
  const errorText = useErrorText();
  const rating = useBookingRating(bookingId, true);
  if (rating.isPending) return <Spinner />;
  if (rating.isError) return <Notice tone="danger">{errorText(rating.error)}</Notice>;
  if (rating.data) return <GivenRating rating={rating.data} />;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-base text-ink-soft">{t('rating.invite')}</p>
      <RatingDialog bookingId={bookingId} defaultOpen={openRating} />
    </div>
  );
}

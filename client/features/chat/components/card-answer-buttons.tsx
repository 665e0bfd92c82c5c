import { Button } from '../../../components/ui/button.tsx';

export type CardAnswer = {
  /** The button's visible text. */
  text: string;
  /** The accessible name, which says what is being answered. */
  label: string;
  onClick: () => void;
  /** True while this answer is being sent. */
  loading: boolean;
  loadingText?: string;
};

export type CardAnswerButtonsProps = {
  decline: CardAnswer;
  accept: CardAnswer;
  /** True while either answer is being sent, so only one goes. */
  disabled: boolean;
};

/** A chat card's two answers: accepting last, so it is the right-hand one, and on a phone the top one. */
export function CardAnswerButtons({ decline, accept, disabled }: CardAnswerButtonsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {[
        { answer: decline, variant: 'secondary' as const },
        { answer: accept, variant: 'primary' as const },
      ].map(({ answer, variant }) => (
        <Button
          key={variant}
          variant={variant}
          onClick={answer.onClick}
          loading={answer.loading}
          loadingText={answer.loadingText}
          disabled={disabled}
          aria-label={answer.label}
        >
          {answer.text}
        </Button>
      ))}
    </div>
  );
}

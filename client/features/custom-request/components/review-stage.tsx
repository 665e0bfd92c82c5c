import type { FormEvent, ReactNode } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import type { Category } from '#shared/catalogue/category.schema.ts';
import type { CategoryQuestion } from '#shared/catalogue/category-question.schema.ts';
import { answerText } from '#shared/requests/answers.ts';
import { Card } from '../../../components/ui/card.tsx';
import { WizardStepForm } from '../../../components/ui/wizard-step-form.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { formatTime } from '../../../lib/format/time.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { RequestDto } from '../lib/request-draft.ts';
import { shownAnswers } from '../lib/wizard-stages.ts';

function Part({ title, editTo, editLabel, children }: { title: string; editTo: string; editLabel: string; children: ReactNode }) {
  return (
    <Card padding="lg" className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        <Link to={editTo} className="inline-flex min-h-touch items-center text-sm font-semibold text-primary-700 hover:underline">
          {editLabel}
        </Link>
      </div>
      {children}
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-ink-muted sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="whitespace-pre-line break-words text-ink">{children}</dd>
    </div>
  );
}

export type ReviewStageProps = {
  dto: RequestDto;
  pictures: readonly File[];
  categories: Category[] | undefined;
  questions: readonly CategoryQuestion[];
  backTo: string;
  stagePath: (stage: number) => string;
  signedIn: boolean;
  sending: boolean;
  problem?: string;
  onSend: () => void;
};

/** Step 4: everything once more, each part with a way back to change it, and "Send". */
export function ReviewStage({ dto, pictures, categories, questions, backTo, stagePath, signedIn, sending, problem, onSend }: ReviewStageProps) {
  const { t } = useTranslation('requests');
  const language = useLanguage();
  const category = categories?.find((candidate) => candidate.id === dto.categoryId);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers = shownAnswers(questions, dto.answers);
  const start = dto.startTime ? new Date(dto.startTime) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };

  return (
    <WizardStepForm
      title={t('review.title')}
      lead={signedIn ? t('review.lead') : t('review.leadSignIn')}
      backTo={backTo}
      onSubmit={submit}
      submitting={sending}
      submitLabel={signedIn ? t('review.send') : t('review.signInAndSend')}
      problem={problem}
    >
      <Part title={t('review.what')} editTo={stagePath(1)} editLabel={t('review.editWhat')}>
        <dl className="flex flex-col gap-3">
          <Fact label={t('describe.category')}>{category?.title[language] ?? '–'}</Fact>
          <Fact label={t('describe.titleField')}>{dto.title}</Fact>
          <Fact label={t('describe.description')}>{dto.description}</Fact>
          {dto.tags && dto.tags.length > 0 ? <Fact label={t('review.tags')}>{dto.tags.join(', ')}</Fact> : null}
          <Fact label={t('review.pictures')}>{pictures.length > 0 ? t('review.pictureCount', { count: pictures.length }) : t('review.noPictures')}</Fact>
          {answers.map((answer) => {
            const question = byId.get(answer.questionId);
            if (!question) return null;
            return (
              <Fact key={answer.questionId} label={language === 'nb' ? question.titleNo : question.titleEn}>
                {answerText(question, answer.answer, language)}
              </Fact>
            );
          })}
        </dl>
      </Part>
      <Part title={t('review.whenWhere')} editTo={stagePath(2)} editLabel={t('review.editWhenWhere')}>
        <dl className="flex flex-col gap-3">
          <Fact label={t('when.dateHeading')}>{start ? t('review.at', { date: formatDate(start, language), time: formatTime(start, language) }) : t('review.dateOpen')}</Fact>
          <Fact label={t('when.placeHeading')}>{dto.deliveryPlace ? `${dto.deliveryPlace.street}, ${dto.deliveryPlace.postalCode}` : t('review.placeOpen')}</Fact>
        </dl>
      </Part>
      <Part title={t('review.who')} editTo={stagePath(3)} editLabel={t('review.editWho')}>
        <p className="text-ink">
          {dto.sendToAll ? t('review.toAll') : t('review.toChosen', { count: dto.recipients?.length ?? 0 })}
        </p>
      </Part>
    </WizardStepForm>
  );
}

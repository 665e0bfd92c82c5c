import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '#shared/catalogue/category.schema.ts';
import type { CategoryQuestion } from '#shared/catalogue/category-question.schema.ts';
import { visibleQuestions } from '#shared/requests/answers.ts';
import { customRequestLimits, type AnswerValue } from '#shared/requests/custom-request.schema.ts';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { WizardStepForm } from '../../../components/ui/wizard-step-form.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCategoryQuestions } from '../api/request-api.ts';
import { answersByQuestion, type RequestDto } from '../lib/request-draft.ts';
import { stageProblems } from '../lib/wizard-stages.ts';
import { PicturesField } from './pictures-field.tsx';
import { QuestionField } from './question-field.tsx';
import { useProblemText, type StageProps } from './stage-props.ts';

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** Step 1: what the job is, in the customer's words, with pictures and the category's questions. */
export function DescribeStage({ dto, pictures, backTo, onSave, categories }: StageProps & { categories: Category[] | undefined }) {
  const { t } = useTranslation('requests');
  const language = useLanguage();
  const problemText = useProblemText();
  const [categoryId, setCategoryId] = useState(dto.categoryId ?? '');
  const [title, setTitle] = useState(dto.title ?? '');
  const [description, setDescription] = useState(dto.description ?? '');
  const [tagsText, setTagsText] = useState((dto.tags ?? []).join(', '));
  const [files, setFiles] = useState<File[]>([...pictures]);
  const [answers, setAnswers] = useState(() => answersByQuestion(dto.answers));
  const [shown, setShown] = useState(false);
  const questions = useCategoryQuestions(categoryId || undefined);
  const asked: CategoryQuestion[] = questions.data ?? [];

  const next: RequestDto = {
    ...dto,
    categoryId: categoryId || undefined,
    title,
    description,
    tags: tagsOf(tagsText),
    answers: [...answers].map(([questionId, answer]) => ({ questionId, answer })),
  };
  const problems = shown ? stageProblems(1, next, asked) : [];
  const errorOf = (field: string) => {
    const problem = problems.find((candidate) => candidate.field === field || candidate.field.startsWith(`${field}.`));
    return problem ? problemText(problem) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (stageProblems(1, next, asked).length === 0) onSave(next, files);
  };

  return (
    <WizardStepForm title={t('describe.title')} lead={t('describe.lead')} backTo={backTo} onSubmit={submit} submitting={false}>
      <NativeSelect
        label={t('describe.category')}
        value={categoryId}
        error={errorOf('categoryId')}
        options={[{ value: '', label: t('describe.chooseCategory') }, ...(categories ?? []).map((category) => ({ value: category.id, label: category.title[language] }))]}
        onChange={(event) => {
          setCategoryId(event.target.value);
          // Another category asks other questions.
          setAnswers(new Map());
        }}
      />
      <Input label={t('describe.titleField')} hint={t('describe.titleHint')} maxCharacters={customRequestLimits.titleLength} value={title} error={errorOf('title')} onChange={(event) => setTitle(event.target.value)} />
      <TextArea
        label={t('describe.description')}
        hint={t('describe.descriptionHint')}
        rows={6}
        maxCharacters={customRequestLimits.descriptionLength}
        value={description}
        error={errorOf('description')}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Input label={t('describe.tags')} hint={t('describe.tagsHint')} value={tagsText} error={errorOf('tags')} onChange={(event) => setTagsText(event.target.value)} />
      <PicturesField files={files} onChange={setFiles} />
      {categoryId ? (
        <section aria-labelledby="request-questions" className="flex flex-col gap-5">
          <h2 id="request-questions" className="text-xl font-semibold text-ink">
            {t('describe.questions')}
          </h2>
          {questions.isPending ? (
            <p role="status" className="flex items-center gap-2 text-ink-muted">
              <Spinner />
              {t('describe.questionsLoading')}
            </p>
          ) : null}
          {questions.isError ? <p className="text-danger-700">{t('describe.questionsFailed')}</p> : null}
          {visibleQuestions(asked, answers).map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              value={answers.get(question.id)}
              error={errorOf(`question.${question.id}`)}
              onChange={(value: AnswerValue | undefined) =>
                setAnswers((current) => {
                  const updated = new Map(current);
                  if (value === undefined) updated.delete(question.id);
                  else updated.set(question.id, value);
                  return updated;
                })
              }
            />
          ))}
          {questions.isSuccess && asked.length === 0 ? <p className="text-ink-muted">{t('describe.noQuestions')}</p> : null}
        </section>
      ) : null}
    </WizardStepForm>
  );
}

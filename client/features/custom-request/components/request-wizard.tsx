import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { Navigate, useParams } from 'react-router-dom';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useTranslation } from 'react-i18next';
import type { Category } from '#shared/catalogue/category.schema.ts';
import { customRequestDtoSchema } from '#shared/requests/custom-request.schema.ts';
import { paths } from '#shared/routing/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { StepProgress } from '../../../components/ui/step-progress.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { saveDraftOnServer, useCategoryQuestions, useSendCustomRequest } from '../api/request-api.ts';
import { clearRequestDraft, emptyDraft, loadRequestDraft, saveRequestDraft, type RequestDraft, type RequestDto } from '../lib/request-draft.ts';
import { reachableStage, requestStages, shownAnswers, stageFromSplat } from '../lib/wizard-stages.ts';
import { DescribeStage } from './describe-stage.tsx';
import { ProvidersStage } from './providers-stage.tsx';
import { ReviewStage } from './review-stage.tsx';
import { WhenStage } from './when-stage.tsx';

/** The step lives in the address (`/foresporsel/steg/2`), so Back and Forward in the browser work. */
export const requestStagePath = (stage: number) => `${paths.customRequest}/steg/${stage}`;

export type RequestWizardProps = {
  signedIn: boolean;
  categories: Category[] | undefined;
  /** Opens the sign-in; the wizard sends the request once the person is signed in. */
  onLogin: () => void;
  /** A draft to start from (saved on another device), instead of this browser's own. */
  initialDraft?: RequestDraft;
};

/**
 * The custom request (spec §2, §4): four steps kept as a draft in this browser and on the server,
 * so a visitor can fill it in, sign in at "send" and go on. Reset starts over at step 1.
 */
export function RequestWizard({ signedIn, categories, onLogin, initialDraft }: RequestWizardProps) {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const stage = stageFromSplat(useParams()['*']);
  const [draft, setDraft] = useState<RequestDraft>(() => initialDraft ?? loadRequestDraft());
  const [pictures, setPictures] = useState<File[]>([]);
  // Set when a visitor pressed "send" and was asked to sign in first.
  const sendAfterSignIn = useRef(false);
  const questions = useCategoryQuestions(draft.customRequestDto.categoryId);
  const send = useSendCustomRequest();
  const dto = draft.customRequestDto;
  const asked = questions.data ?? [];
  const reachable = reachableStage(dto, asked);

  const keep = (next: RequestDraft) => {
    setDraft(next);
    saveRequestDraft(next);
    // The server's copy lets the request survive signing in and travel to another device; a
    // failed save costs nothing here, the browser's copy is enough to go on.
    saveDraftOnServer(next).then(
      (saved) => {
        if (saved.id !== next.draftId) {
          const withId = { ...next, draftId: saved.id };
          setDraft((current) => (current === next ? withId : { ...current, draftId: saved.id }));
          saveRequestDraft(withId);
        }
      },
      () => undefined,
    );
  };

  const sendNow = () => {
    const parsed = customRequestDtoSchema.safeParse({ ...dto, answers: shownAnswers(asked, dto.answers) });
    if (!parsed.success) {
      void navigate(requestStagePath(reachable));
      return;
    }
    send.mutate(
      { dto: parsed.data, pictures },
      {
        onSuccess: (created) => {
          clearRequestDraft();
          void navigate(paths.customRequestSent, { state: { requestId: created.id } });
        },
      },
    );
  };

  // Signing in at "send" goes on with sending, as the person asked.
  const sendOnceSignedIn = useEffectEvent(() => {
    if (!sendAfterSignIn.current) return;
    sendAfterSignIn.current = false;
    sendNow();
  });
  useEffect(() => {
    if (signedIn) sendOnceSignedIn();
  }, [signedIn]);

  if (stage === null) return <Navigate to={requestStagePath(Math.min(draft.stage, reachable))} replace />;
  if (stage > reachable && !questions.isLoading) return <Navigate to={requestStagePath(reachable)} replace />;

  const backTo = stage === 1 ? paths.home : requestStagePath(stage - 1);
  const save = (next: RequestDto, chosenPictures?: File[]) => {
    if (chosenPictures) setPictures(chosenPictures);
    keep({ ...draft, stage: Math.min(stage + 1, requestStages.length), customRequestDto: next });
    void navigate(requestStagePath(stage + 1));
  };
  const reset = () => {
    clearRequestDraft();
    setDraft(emptyDraft());
    setPictures([]);
    void navigate(requestStagePath(1));
  };
  const stageProps = { dto, pictures, backTo, onSave: save };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <div className="flex flex-col gap-3">
        <StepProgress
          label={t('progress.label')}
          status={t('progress.step', { current: stage, total: requestStages.length, name: t(`progress.names.${requestStages[stage - 1] ?? 'review'}`) })}
          steps={requestStages.map((name) => t(`progress.names.${name}`))}
          current={stage}
        />
        <Button variant="ghost" size="sm" className="self-end" onClick={reset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('reset')}
        </Button>
      </div>
      {/* Keyed by step so each opens with the draft as saved, and its heading takes focus. */}
      {stage === 1 ? <DescribeStage key={`1-${draft.draftId ?? ''}-${String(dto.categoryId)}`} {...stageProps} categories={categories} /> : null}
      {stage === 2 ? <WhenStage key="2" {...stageProps} /> : null}
      {stage === 3 ? <ProvidersStage key="3" {...stageProps} /> : null}
      {stage === 4 ? (
        <ReviewStage
          key="4"
          dto={dto}
          pictures={pictures}
          categories={categories}
          questions={asked}
          backTo={backTo}
          stagePath={requestStagePath}
          signedIn={signedIn}
          sending={send.isPending}
          problem={send.isError ? errorText(send.error) : undefined}
          onSend={() => {
            if (signedIn) sendNow();
            else {
              sendAfterSignIn.current = true;
              onLogin();
            }
          }}
        />
      ) : null}
    </div>
  );
}

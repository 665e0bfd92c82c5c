import type { AnswerInput, CustomRequestDraftBody } from '#shared/requests/custom-request.schema.ts';

/** The dto as the wizard fills it in: any part may still be missing (spec §3 custom request draft). */
export type RequestDto = NonNullable<CustomRequestDraftBody['customRequestDto']>;

/**
 * What the wizard keeps in this browser (spec §3: stage and customRequestDto), and the id of the
 * copy on the server once there is one, so a visitor who signs in at "send", or goes on from another
 * device, finds the request as they left it.
 */
export type RequestDraft = { stage: number; customRequestDto: RequestDto; draftId?: string };

const storageKey = 'tt.customRequestDraft';

export const emptyDraft = (): RequestDraft => ({ stage: 1, customRequestDto: {} });

function isDraft(value: unknown): value is RequestDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<RequestDraft>;
  return (
    typeof draft.stage === 'number' &&
    Number.isInteger(draft.stage) &&
    draft.stage >= 1 &&
    draft.stage <= 4 &&
    typeof draft.customRequestDto === 'object' &&
    draft.customRequestDto !== null &&
    (draft.draftId === undefined || typeof draft.draftId === 'string')
  );
}

/** The draft kept in this browser; a missing, unreadable or foreign value is a fresh start. */
export function loadRequestDraft(): RequestDraft {
  try {
    const stored = localStorage.getItem(storageKey);
    if (!stored) return emptyDraft();
    const parsed: unknown = JSON.parse(stored);
    return isDraft(parsed) ? parsed : emptyDraft();
  } catch {
    return emptyDraft();
  }
}

export function saveRequestDraft(draft: RequestDraft): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // Private mode may refuse storage; the copy on the server still keeps the draft.
  }
}

/** Reset (spec §4): back to step 1 with nothing filled in. */
export function clearRequestDraft(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

/** The answers as the wizard holds them: by question. */
export function answersByQuestion(answers: readonly AnswerInput[] | undefined): Map<string, AnswerInput['answer']> {
  return new Map((answers ?? []).map((answer) => [answer.questionId, answer.answer]));
}

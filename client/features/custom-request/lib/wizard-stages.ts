import type { CategoryQuestion } from '#shared/catalogue/category-question.schema.ts';
import type { ErrorKey } from '#shared/errors/error-catalogue.ts';
import { answerFits, visibleQuestions } from '#shared/requests/answers.ts';
import { customRequestDtoSchema, type AnswerInput, type CustomRequestDtoInput } from '#shared/requests/custom-request.schema.ts';
import { answersByQuestion, type RequestDto } from './request-draft.ts';

/** The four steps of the custom request (spec §2), in order; step numbers start at 1. */
export const requestStages = ['describe', 'when', 'providers', 'review'] as const;
export type RequestStage = (typeof requestStages)[number];

/** Which fields of the dto each step fills in; the review fills in none. */
const stageFields: Record<RequestStage, readonly (keyof CustomRequestDtoInput)[]> = {
  describe: ['categoryId', 'title', 'description', 'tags', 'answers'],
  when: ['startTime', 'deliveryPlace'],
  providers: ['recipients', 'sendToAll'],
  review: [],
};

export type StageProblem = { field: string; key: ErrorKey };

/**
 * Only the answers the customer can see and gave: a follow-up hidden by a later change of mind,
 * a heading or an empty answer is left out rather than refused when the request is sent.
 */
export function shownAnswers(questions: readonly CategoryQuestion[], answers: readonly AnswerInput[] | undefined): AnswerInput[] {
  const given = answersByQuestion(answers);
  return visibleQuestions(questions, given)
    .filter((question) => question.type !== 'SUBTITLE')
    .flatMap((question) => {
      const answer = given.get(question.id);
      const empty = answer === undefined || answer === '' || (Array.isArray(answer) && answer.length === 0);
      return empty ? [] : [{ questionId: question.id, answer }];
    });
}

/**
 * What stops the customer leaving a step, checked by the same schema the server uses. Problems
 * with fields of later steps wait for those steps. Answers that do not fit their question are
 * named by question id.
 */
export function stageProblems(stage: number, dto: RequestDto, questions: readonly CategoryQuestion[]): StageProblem[] {
  const name = requestStages[stage - 1];
  if (!name) return [];
  const answers = shownAnswers(questions, dto.answers);
  const parsed = customRequestDtoSchema.safeParse({ ...dto, answers });
  const fields = new Set<string>(stageFields[name]);
  const problems: StageProblem[] = parsed.success
    ? []
    : parsed.error.issues
        .filter((issue) => fields.has(String(issue.path[0])))
        .map((issue) => ({ field: issue.path.join('.'), key: issue.message as ErrorKey }));
  if (name === 'describe') {
    const byId = new Map(questions.map((question) => [question.id, question]));
    for (const answer of answers) {
      const question = byId.get(answer.questionId);
      if (question && !answerFits(question, answer.answer)) problems.push({ field: `question.${question.id}`, key: 'error.request.answer_invalid' });
    }
  }
  return problems;
}

/** The furthest step the customer may open: the first one with problems, or the review. */
export function reachableStage(dto: RequestDto, questions: readonly CategoryQuestion[]): number {
  for (let stage = 1; stage < requestStages.length; stage += 1) {
    if (stageProblems(stage, dto, questions).length > 0) return stage;
  }
  return requestStages.length;
}

/** The step named in the address (`/foresporsel/steg/2`), or null for none or a wrong one. */
export function stageFromSplat(splat: string | undefined): number | null {
  const match = /^steg\/(\d+)\/?$/.exec(splat ?? '');
  if (!match) return null;
  const stage = Number(match[1]);
  return stage >= 1 && stage <= requestStages.length ? stage : null;
}

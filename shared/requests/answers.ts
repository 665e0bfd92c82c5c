import type { CategoryQuestion } from '#shared/catalogue/category-question.schema.ts';
import type { ErrorKey } from '#shared/errors/error-catalogue.ts';
import type { AnswerInput, AnswerValue, StoredAnswer } from './custom-request.schema.ts';

/** What answer checking needs of a question; the stored question has more. */
export type AnswerableQuestion = Pick<CategoryQuestion, 'id' | 'type' | 'titleNo' | 'titleEn' | 'options' | 'dependsOnQuestionId' | 'dependsOnAnswer' | 'sortIndex'>;

export type AnswerIssue = { path: string; key: ErrorKey };

/** Whether an answer counts as `expected` for a follow-up question: the value, or one of the chosen values. */
export function answerMatches(answer: AnswerValue | undefined, expected: string | null): boolean {
  if (answer === undefined || expected === null) return false;
  if (Array.isArray(answer)) return answer.includes(expected);
  if (typeof answer === 'object') return false;
  return String(answer) === expected;
}

/**
 * The questions shown for these answers (spec §3 dependsOnQuestionId / dependsOnAnswer): a
 * question without a dependency always, a follow-up only while the question it depends on is shown
 * and was answered with `dependsOnAnswer` (for a multiple choice: that value among the chosen).
 * A chain is followed to its root; a cycle hides every question in it.
 */
export function visibleQuestions<Q extends AnswerableQuestion>(questions: readonly Q[], answers: ReadonlyMap<string, AnswerValue>): Q[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const memo = new Map<string, boolean>();
  const visible = (question: Q, seen: Set<string>): boolean => {
    const known = memo.get(question.id);
    if (known !== undefined) return known;
    let result: boolean;
    if (!question.dependsOnQuestionId) result = true;
    else {
      const parent = byId.get(question.dependsOnQuestionId);
      if (!parent || seen.has(parent.id)) result = false;
      else result = visible(parent, new Set([...seen, question.id])) && answerMatches(answers.get(parent.id), question.dependsOnAnswer);
    }
    memo.set(question.id, result);
    return result;
  };
  return [...questions].sort((a, b) => a.sortIndex - b.sortIndex).filter((question) => visible(question, new Set([question.id])));
}

const isText = (value: AnswerValue): value is string => typeof value === 'string';
const isNumber = (value: AnswerValue): value is number => typeof value === 'number' && Number.isFinite(value);
const isList = (value: AnswerValue): value is string[] => Array.isArray(value);
const isRange = (value: AnswerValue): value is { min: number; max: number } => typeof value === 'object' && value !== null && !Array.isArray(value) && 'min' in value;
const isAddress = (value: AnswerValue): value is { street: string; postalCode: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'street' in value;

function within(value: number, options: AnswerableQuestion['options']): boolean {
  return (options?.min === undefined || value >= options.min) && (options?.max === undefined || value <= options.max);
}

/** Whether `value` fits a question of this type and its choices or bounds. */
export function answerFits(question: AnswerableQuestion, value: AnswerValue): boolean {
  const choices = question.options?.choices?.map((choice) => choice.value);
  switch (question.type) {
    case 'MULTIPLE_SELECT':
      return isList(value) && new Set(value).size === value.length && (!choices || value.every((item) => choices.includes(item)));
    case 'TAGS':
      return isList(value) && value.every((item) => item.trim().length > 0);
    case 'SINGLE_OPTION':
      return isText(value) && (!choices || choices.includes(value));
    case 'TEXT':
      return isText(value) && value.trim().length > 0;
    case 'BOOLEAN':
      return typeof value === 'boolean';
    case 'NUMBER':
      return isNumber(value) && within(value, question.options);
    case 'DURATION':
      return isNumber(value) && Number.isInteger(value) && value > 0 && within(value, question.options);
    case 'RANGE':
      return isRange(value) && isNumber(value.min) && isNumber(value.max) && value.min <= value.max && within(value.min, question.options) && within(value.max, question.options);
    case 'ADDRESS':
      return isAddress(value) && value.street.trim().length > 0 && /^\d{4}$/.test(value.postalCode.trim());
    case 'SUBTITLE':
      return false;
    default:
      return false;
  }
}

function choiceTitle(question: AnswerableQuestion, value: string, language: 'nb' | 'en'): string {
  const choice = question.options?.choices?.find((item) => item.value === value);
  if (!choice) return value;
  return language === 'nb' ? choice.titleNo : choice.titleEn;
}

/** The answer as text in one language, for the provider's screens and messages. */
export function answerText(question: AnswerableQuestion, value: AnswerValue, language: 'nb' | 'en'): string {
  const unit = question.options?.unit ? ` ${question.options.unit}` : '';
  if (typeof value === 'boolean') return language === 'nb' ? (value ? 'Ja' : 'Nei') : value ? 'Yes' : 'No';
  if (typeof value === 'number') return `${value}${unit}`;
  if (typeof value === 'string') return question.type === 'SINGLE_OPTION' ? choiceTitle(question, value, language) : value;
  if (Array.isArray(value)) return value.map((item) => choiceTitle(question, item, language)).join(', ');
  if ('min' in value) return `${value.min}–${value.max}${unit}`;
  return `${value.street.trim()}, ${value.postalCode.trim()}`;
}

/**
 * Checks a request's answers against its category's questions and answers them in the stored
 * shape (question and answer in both languages), in question order. Refused: a question of
 * another category, an answer to a heading or to a follow-up that the other answers hide, two
 * answers to one question, and an answer that does not fit the question's type, choices or bounds.
 * Questions are optional: the customer may leave any of them unanswered.
 */
export function checkAnswers(
  questions: readonly AnswerableQuestion[],
  answers: readonly AnswerInput[],
): { ok: true; answers: StoredAnswer[] } | { ok: false; issues: AnswerIssue[] } {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const issues: AnswerIssue[] = [];
  const given = new Map<string, AnswerValue>();
  answers.forEach((answer, index) => {
    const question = byId.get(answer.questionId);
    if (!question) issues.push({ path: `answers.${index}.questionId`, key: 'error.request.unknown_question' });
    else if (given.has(answer.questionId)) issues.push({ path: `answers.${index}.questionId`, key: 'error.zod.custom' });
    else given.set(answer.questionId, answer.answer);
  });
  const shown = new Set(visibleQuestions(questions, given).map((question) => question.id));
  answers.forEach((answer, index) => {
    const question = byId.get(answer.questionId);
    if (!question || issues.some((issue) => issue.path === `answers.${index}.questionId`)) return;
    if (!shown.has(question.id)) issues.push({ path: `answers.${index}.answer`, key: 'error.request.answer_hidden' });
    else if (!answerFits(question, answer.answer)) issues.push({ path: `answers.${index}.answer`, key: 'error.request.answer_invalid' });
  });
  if (issues.length > 0) return { ok: false, issues };
  const stored = [...questions]
    .sort((a, b) => a.sortIndex - b.sortIndex)
    .flatMap((question): StoredAnswer[] => {
      const value = given.get(question.id);
      if (value === undefined) return [];
      return [
        {
          questionId: question.id,
          type: question.type,
          questionNo: question.titleNo,
          questionEn: question.titleEn,
          answer: value,
          answerNo: answerText(question, value, 'nb'),
          answerEn: answerText(question, value, 'en'),
        },
      ];
    });
  return { ok: true, answers: stored };
}

import { describe, expect, it } from 'vitest';
import type { CategoryQuestionType } from '#shared/catalogue/category-question.schema.ts';
import { type AnswerableQuestion, checkAnswers, visibleQuestions } from './answers.ts';

let counter = 0;
const id = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const choices = (...values: string[]) => ({ choices: values.map((value) => ({ value, titleNo: `${value} nb`, titleEn: `${value} en` })) });
const question = (type: CategoryQuestionType, extra: Partial<AnswerableQuestion> = {}): AnswerableQuestion => ({
  id: id(),
  type,
  titleNo: `${type} nb`,
  titleEn: `${type} en`,
  options: null,
  dependsOnQuestionId: null,
  dependsOnAnswer: null,
  sortIndex: counter,
  ...extra,
});

const heading = question('SUBTITLE');
const kind = question('SINGLE_OPTION', { options: choices('one-time', 'move-out') });
const guarantee = question('BOOLEAN', { dependsOnQuestionId: kind.id, dependsOnAnswer: 'move-out' });
const guaranteeNote = question('TEXT', { dependsOnQuestionId: guarantee.id, dependsOnAnswer: 'true' });
const rooms = question('MULTIPLE_SELECT', { options: choices('kitchen', 'bath') });
const bathNote = question('TEXT', { dependsOnQuestionId: rooms.id, dependsOnAnswer: 'bath' });
const size = question('NUMBER', { options: { min: 10, max: 500, unit: 'm²' } });
const duration = question('DURATION', { options: { min: 60, max: 600, unit: 'min' } });
const tags = question('TAGS', { options: choices('eco') });
const budget = question('RANGE', { options: { min: 500, max: 15_000, unit: 'kr' } });
const address = question('ADDRESS');
const questions = [heading, kind, guarantee, guaranteeNote, rooms, bathNote, size, duration, tags, budget, address];

const issues = (answers: Array<{ questionId: string; answer: unknown }>) => {
  const result = checkAnswers(questions, answers as never);
  return result.ok ? [] : result.issues.map((issue) => `${issue.path} ${issue.key}`);
};

describe('visibleQuestions', () => {
  it('shows follow-ups only for the answer they depend on, through a chain', () => {
    const shown = (answers: Array<[AnswerableQuestion, unknown]>) =>
      visibleQuestions(questions, new Map(answers.map(([q, a]) => [q.id, a as never]))).map((q) => q.type + (q === guaranteeNote || q === bathNote ? '*' : ''));
    expect(shown([])).not.toContain('BOOLEAN');
    expect(shown([[kind, 'move-out']])).toContain('BOOLEAN');
    expect(shown([[kind, 'move-out']])).not.toContain('TEXT*');
    expect(shown([[kind, 'move-out'], [guarantee, true]])).toContain('TEXT*');
    // The chain breaks when its root changes, even with the middle answer still given.
    expect(shown([[kind, 'one-time'], [guarantee, true]])).not.toContain('TEXT*');
    expect(shown([[rooms, ['kitchen', 'bath']]])).toContain('TEXT*');
  });

  it('hides questions caught in a cycle', () => {
    const a = question('TEXT');
    const b = question('TEXT', { dependsOnQuestionId: a.id, dependsOnAnswer: 'x' });
    a.dependsOnQuestionId = b.id;
    a.dependsOnAnswer = 'y';
    expect(visibleQuestions([a, b], new Map([[a.id, 'x'], [b.id, 'y']]))).toEqual([]);
  });
});

describe('checkAnswers', () => {
  it('accepts an answer of the right shape for every question type and stores both languages', () => {
    const result = checkAnswers(questions, [
      { questionId: kind.id, answer: 'move-out' },
      { questionId: guarantee.id, answer: true },
      { questionId: guaranteeNote.id, answer: 'Utleier er streng' },
      { questionId: rooms.id, answer: ['kitchen'] },
      { questionId: size.id, answer: 70 },
      { questionId: duration.id, answer: 180 },
      { questionId: tags.id, answer: ['eco', 'egen'] },
      { questionId: budget.id, answer: { min: 1000, max: 3000 } },
      { questionId: address.id, answer: { street: 'Storgata 1', postalCode: '0155' } },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.answers.map((answer) => answer.answerEn)).toEqual(['move-out en', 'Yes', 'Utleier er streng', 'kitchen en', '70 m²', '180 min', 'eco en, egen', '1000–3000 kr', 'Storgata 1, 0155']);
    expect(result.answers[1]).toMatchObject({ questionNo: 'BOOLEAN nb', answerNo: 'Ja' });
  });

  it('refuses answers that do not fit their question', () => {
    expect(issues([{ questionId: kind.id, answer: 'windows' }])).toEqual(['answers.0.answer error.request.answer_invalid']);
    expect(issues([{ questionId: rooms.id, answer: ['garage'] }])).toEqual(['answers.0.answer error.request.answer_invalid']);
    expect(issues([{ questionId: size.id, answer: 5 }])).toEqual(['answers.0.answer error.request.answer_invalid']);
    expect(issues([{ questionId: size.id, answer: '70' }])).toEqual(['answers.0.answer error.request.answer_invalid']);
    expect(issues([{ questionId: duration.id, answer: 90.5 }])).toEqual(['answers.0.answer error.request.answer_invalid']);
    expect(issues([{ questionId: budget.id, answer: { min: 3000, max: 1000 } }])).toEqual(['answers.0.answer error.request.answer_invalid']);
    expect(issues([{ questionId: address.id, answer: { street: 'Gate', postalCode: '15' } }])).toEqual(['answers.0.answer error.request.answer_invalid']);
    expect(issues([{ questionId: heading.id, answer: 'x' }])).toEqual(['answers.0.answer error.request.answer_invalid']);
    expect(issues([{ questionId: guaranteeNote.id, answer: '' }])).toEqual(['answers.0.answer error.request.answer_hidden']);
  });

  it('refuses an answer to a hidden follow-up, an unknown question and a question answered twice', () => {
    expect(issues([{ questionId: guarantee.id, answer: true }])).toEqual(['answers.0.answer error.request.answer_hidden']);
    expect(issues([{ questionId: id(), answer: true }])).toEqual(['answers.0.questionId error.request.unknown_question']);
    expect(issues([{ questionId: size.id, answer: 20 }, { questionId: size.id, answer: 30 }])).toEqual(['answers.1.questionId error.zod.custom']);
  });

  it('leaves every question optional', () => {
    expect(checkAnswers(questions, [])).toEqual({ ok: true, answers: [] });
  });
});

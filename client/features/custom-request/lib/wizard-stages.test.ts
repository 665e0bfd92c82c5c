import { describe, expect, it } from 'vitest';
import type { CategoryQuestion } from '#shared/catalogue/category-question.schema.ts';
import { reachableStage, shownAnswers, stageFromSplat, stageProblems } from './wizard-stages.ts';

const categoryId = '00000000-0000-4000-8000-0000000000c1';
const providerId = '00000000-0000-4000-8000-0000000000a1';

function question(id: string, overrides: Partial<CategoryQuestion> = {}): CategoryQuestion {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    categoryId,
    titleNo: `Spørsmål ${id}`,
    titleEn: `Question ${id}`,
    descriptionNo: null,
    descriptionEn: null,
    subCategory: null,
    type: 'TEXT',
    options: null,
    dependsOnQuestionId: null,
    dependsOnAnswer: null,
    sortIndex: Number(id),
    ...overrides,
  };
}

const hasPets = question('1', { type: 'BOOLEAN' });
const whichPets = question('2', { type: 'MULTIPLE_SELECT', dependsOnQuestionId: hasPets.id, dependsOnAnswer: 'true', options: { choices: [{ value: 'dog', titleNo: 'Hund', titleEn: 'Dog' }] } });
const rooms = question('3', { type: 'NUMBER', options: { min: 1, max: 20 } });
const heading = question('4', { type: 'SUBTITLE' });
const questions = [hasPets, whichPets, rooms, heading];

const described = { categoryId, title: 'Flyttevask av treroms', description: 'Tre rom og kjøkken, 70 kvadratmeter.' };

describe('the custom request wizard steps', () => {
  it('asks for what the first step fills in, and nothing of later steps', () => {
    expect(stageProblems(1, {}, questions).map((problem) => problem.field).sort()).toEqual(['categoryId', 'description', 'title']);
    expect(stageProblems(1, described, questions)).toEqual([]);
  });

  it('asks for a date and an address, or for them to be marked as not decided yet', () => {
    expect(stageProblems(2, described, questions)).toEqual([
      { field: 'startTime', key: 'error.booking.date_required' },
      { field: 'deliveryPlace', key: 'error.booking.address_required' },
    ]);
    expect(stageProblems(2, { ...described, startTime: null, deliveryPlace: null }, questions)).toEqual([]);
    expect(stageProblems(2, { ...described, startTime: '2026-12-05T09:00:00+01:00', deliveryPlace: { street: 'Storgata 1', postalCode: '0155' } }, questions)).toEqual([]);
  });

  it('asks for at least one provider unless the request goes to all, and at most five', () => {
    const when = { ...described, startTime: null, deliveryPlace: null };
    expect(stageProblems(3, when, questions).map((problem) => problem.key)).toEqual(['error.request.choose_providers']);
    expect(stageProblems(3, { ...when, sendToAll: true }, questions)).toEqual([]);
    const six = Array.from({ length: 6 }, (_, index) => `00000000-0000-4000-8000-00000000010${index}`);
    expect(stageProblems(3, { ...when, recipients: six }, questions).map((problem) => problem.key)).toEqual(['error.request.too_many_providers']);
    expect(stageProblems(3, { ...when, recipients: [providerId] }, questions)).toEqual([]);
  });

  it('lets the customer go only as far as the first step with something missing', () => {
    expect(reachableStage({}, questions)).toBe(1);
    expect(reachableStage(described, questions)).toBe(2);
    expect(reachableStage({ ...described, startTime: null, deliveryPlace: null }, questions)).toBe(3);
    expect(reachableStage({ ...described, startTime: null, deliveryPlace: null, sendToAll: true }, questions)).toBe(4);
  });

  it('names an answer that does not fit its question, and keeps the step closed', () => {
    const answers = [{ questionId: rooms.id, answer: 40 }];
    expect(stageProblems(1, { ...described, answers }, questions)).toEqual([{ field: `question.${rooms.id}`, key: 'error.request.answer_invalid' }]);
    expect(reachableStage({ ...described, answers }, questions)).toBe(1);
  });

  it('sends only the answers the customer can see: a follow-up hidden by a later change of mind is left out', () => {
    const answers = [
      { questionId: hasPets.id, answer: false },
      { questionId: whichPets.id, answer: ['dog'] },
      { questionId: rooms.id, answer: 3 },
      { questionId: heading.id, answer: 'x' },
    ];
    expect(shownAnswers(questions, answers)).toEqual([
      { questionId: hasPets.id, answer: false },
      { questionId: rooms.id, answer: 3 },
    ]);
    expect(shownAnswers(questions, [{ questionId: hasPets.id, answer: true }, { questionId: whichPets.id, answer: ['dog'] }])).toHaveLength(2);
    expect(shownAnswers(questions, [{ questionId: whichPets.id, answer: [] }])).toEqual([]);
  });

  it('reads the step from the address', () => {
    expect(stageFromSplat('steg/1')).toBe(1);
    expect(stageFromSplat('steg/4/')).toBe(4);
    expect(stageFromSplat('steg/5')).toBeNull();
    expect(stageFromSplat('steg/x')).toBeNull();
    expect(stageFromSplat(undefined)).toBeNull();
  });
});

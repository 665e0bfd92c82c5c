// @vitest-environment jsdom
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CategoryQuestion } from '#shared/catalogue/category-question.schema.ts';
import type { AnswerValue } from '#shared/requests/custom-request.schema.ts';
import { renderWithProviders } from '../../../test/dom.tsx';
import { QuestionField } from './question-field.tsx';

function question(type: CategoryQuestion['type'], overrides: Partial<CategoryQuestion> = {}): CategoryQuestion {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    categoryId: '00000000-0000-4000-8000-0000000000c1',
    titleNo: 'Spørsmålet',
    titleEn: 'The question',
    descriptionNo: null,
    descriptionEn: null,
    subCategory: null,
    type,
    options: null,
    dependsOnQuestionId: null,
    dependsOnAnswer: null,
    sortIndex: 1,
    ...overrides,
  };
}

/** Renders the field as the wizard does, and reports every answer it gives. */
function renderField(subject: CategoryQuestion, initial?: AnswerValue) {
  const answers: (AnswerValue | undefined)[] = [];
  function Harness() {
    const [value, setValue] = useState<AnswerValue | undefined>(initial);
    return (
      <QuestionField
        question={subject}
        value={value}
        onChange={(next) => {
          answers.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return { answers, last: () => answers.at(-1) };
}

const choices = [
  { value: 'dog', titleNo: 'Hund', titleEn: 'Dog' },
  { value: 'cat', titleNo: 'Katt', titleEn: 'Cat' },
];

describe('a category question in the custom request', () => {
  it('answers a number question with a number, and an emptied field with no answer', async () => {
    const field = renderField(question('NUMBER', { titleNo: 'Antall rom', options: { unit: 'stk' } }));
    const input = screen.getByLabelText('Antall rom (stk)');
    await userEvent.type(input, '3,5');
    expect(field.last()).toBe(3.5);
    await userEvent.clear(input);
    expect(field.last()).toBeUndefined();
  });

  it('answers yes or no', async () => {
    const field = renderField(question('BOOLEAN', { titleNo: 'Har du husdyr?' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(field.last()).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Nei' }));
    expect(field.last()).toBe(false);
  });

  it('answers a multiple choice with the chosen values, and no answer when none is left', async () => {
    const field = renderField(question('MULTIPLE_SELECT', { titleNo: 'Hvilke dyr?', options: { choices } }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hund' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Katt' }));
    expect(field.last()).toEqual(['dog', 'cat']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hund' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Katt' }));
    expect(field.last()).toBeUndefined();
  });

  it('answers a single choice with its value', async () => {
    const field = renderField(question('SINGLE_OPTION', { titleNo: 'Dyr', options: { choices } }));
    await userEvent.click(screen.getByRole('radio', { name: 'Katt' }));
    expect(field.last()).toBe('cat');
  });

  it('answers a duration in minutes', async () => {
    const field = renderField(question('DURATION', { titleNo: 'Hvor lenge?' }));
    await userEvent.selectOptions(screen.getByLabelText('Hvor lenge?'), '90');
    expect(field.last()).toBe(90);
  });

  it('answers a range with both ends, keeping a half-filled one for the check to name', async () => {
    const field = renderField(question('RANGE', { titleNo: 'Antall gjester' }));
    await userEvent.type(screen.getByLabelText('Fra'), '40');
    expect(field.last()).toEqual({ min: 40, max: Number.NaN });
    await userEvent.type(screen.getByLabelText('Til'), '60');
    expect(field.last()).toEqual({ min: 40, max: 60 });
  });

  it('answers tags as a list and an address as street and postal code', async () => {
    const tags = renderField(question('TAGS', { titleNo: 'Sjangre' }));
    await userEvent.type(screen.getByLabelText('Sjangre'), 'jazz, pop');
    await userEvent.tab();
    expect(tags.last()).toEqual(['jazz', 'pop']);
  });

  it('answers an address as street and postal code', async () => {
    const field = renderField(question('ADDRESS', { titleNo: 'Hvor er festen?' }));
    await userEvent.type(screen.getByLabelText('Gateadresse'), 'Storgata 1');
    await userEvent.type(screen.getByLabelText('Postnummer'), '0155');
    expect(field.last()).toEqual({ street: 'Storgata 1', postalCode: '0155' });
  });

  it('shows a heading as a heading, with nothing to answer', () => {
    renderField(question('SUBTITLE', { titleNo: 'Om lokalet' }));
    expect(screen.getByRole('heading', { name: 'Om lokalet' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

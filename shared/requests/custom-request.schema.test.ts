import { describe, expect, it } from 'vitest';
import { describeIssues } from '#shared/errors/zod-issue.ts';
import { customRequestDraftBodySchema, customRequestDtoSchema, rejectRequestBodySchema } from './custom-request.schema.ts';

const category = '0b6c6f3e-1c7e-4d7a-9a3f-2d8f1f9e0a11';
const provider = (n: number) => `0b6c6f3e-1c7e-4d7a-9a3f-2d8f1f9e0a${String(20 + n)}`;
const valid = {
  categoryId: category,
  title: 'DJ til bryllup',
  description: 'Vi trenger en DJ fra 20 til 02.',
  tags: ['dj', 'bryllup'],
  startTime: '2026-06-20T18:00:00+02:00',
  deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
  recipients: [provider(1)],
  sendToAll: false,
  answers: [{ questionId: provider(9), answer: ['dj'] }],
};

const keys = (input: unknown) => {
  const result = customRequestDtoSchema.safeParse(input);
  return result.success ? [] : describeIssues(result.error, 'en').map((issue) => `${issue.path} ${issue.key}`);
};

describe('customRequestDtoSchema', () => {
  it('accepts the contract shape and answers of every value shape', () => {
    expect(keys(valid)).toEqual([]);
    for (const answer of ['ja', 3, true, ['a', 'b'], { min: 1, max: 2 }, { street: 'Gate 2', postalCode: '0150' }]) {
      expect(keys({ ...valid, answers: [{ questionId: provider(9), answer }] })).toEqual([]);
    }
  });

  it('takes null as "not decided yet" for the date and the address', () => {
    expect(keys({ ...valid, startTime: null, deliveryPlace: null })).toEqual([]);
  });

  it('answers the spec sentences for a missing date and address', () => {
    const { startTime: _s, deliveryPlace: _d, ...rest } = valid;
    expect(keys(rest)).toEqual(['startTime error.booking.date_required', 'deliveryPlace error.booking.address_required']);
    expect(keys({ ...valid, deliveryPlace: { street: '', postalCode: '0155' } })).toEqual(['deliveryPlace.street error.booking.address_required']);
    expect(keys({ ...valid, startTime: 'tomorrow' })).toEqual(['startTime error.zod.invalid_format']);
  });

  it('wants chosen providers unless it goes to all, at most five, each once', () => {
    expect(keys({ ...valid, recipients: [] })).toEqual(['recipients error.request.choose_providers']);
    expect(keys({ ...valid, recipients: [], sendToAll: true })).toEqual([]);
    expect(keys({ ...valid, recipients: [1, 2, 3, 4, 5, 6].map(provider) })).toEqual(['recipients error.request.too_many_providers']);
    expect(customRequestDtoSchema.parse({ ...valid, recipients: [provider(1), provider(1)] }).recipients).toEqual([provider(1)]);
  });

  it('refuses an empty title and control characters', () => {
    expect(keys({ ...valid, title: '  ' })).toEqual(['title common.field.required']);
    expect(keys({ ...valid, description: 'a\u0000b' })).toEqual(['description error.text.control_characters']);
  });
});

describe('customRequestDraftBodySchema', () => {
  it('keeps any part of a half-filled dto', () => {
    expect(customRequestDraftBodySchema.parse({ stage: 2, customRequestDto: { title: '' } })).toEqual({ stage: 2, customRequestDto: { title: '' } });
    expect(customRequestDraftBodySchema.parse({})).toEqual({ stage: 1, customRequestDto: {} });
    expect(customRequestDraftBodySchema.safeParse({ stage: 5 }).success).toBe(false);
  });
});

describe('rejectRequestBodySchema', () => {
  it('needs a reason of at least 10 characters', () => {
    expect(rejectRequestBodySchema.safeParse({ customRequestId: category, rejectReason: 'for kort' }).success).toBe(false);
    expect(rejectRequestBodySchema.safeParse({ customRequestId: category, rejectReason: 'Fullbooket den helgen' }).success).toBe(true);
  });
});

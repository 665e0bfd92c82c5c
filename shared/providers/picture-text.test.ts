import { describe, expect, it } from 'vitest';
import { fieldTextLimits, textLengths } from '#shared/validation/text-lengths.ts';
import { pictureAltTextSchema, pictureTitleSchema } from './offering.schema.ts';

describe('picture alt texts and captions', () => {
  it('accept the form counter’s limit and refuse one character more', () => {
    const atLimit = 'a'.repeat(fieldTextLimits.pictureText);
    const over = `${atLimit}a`;
    expect(pictureAltTextSchema.safeParse({ altText: atLimit }).success).toBe(true);
    expect(pictureAltTextSchema.safeParse({ altText: over }).success).toBe(false);
    expect(pictureTitleSchema.safeParse(atLimit).success).toBe(true);
    expect(pictureTitleSchema.safeParse(over).success).toBe(false);
  });

  it('fit the column the title is stored in', () => {
    expect(fieldTextLimits.pictureText).toBeLessThanOrEqual(textLengths.pictureTitle);
  });
});

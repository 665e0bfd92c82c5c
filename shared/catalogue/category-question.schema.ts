import { z } from 'zod';

/** Spec §3 Category question types. SUBTITLE is a heading between questions, not a question. */
export const categoryQuestionTypes = [
  'MULTIPLE_SELECT',
  'NUMBER',
  'BOOLEAN',
  'SINGLE_OPTION',
  'TEXT',
  'ADDRESS',
  'DURATION',
  'TAGS',
  'RANGE',
  'SUBTITLE',
] as const;
export const categoryQuestionTypeSchema = z.enum(categoryQuestionTypes);
export type CategoryQuestionType = z.infer<typeof categoryQuestionTypeSchema>;

export const questionChoiceSchema = z.object({ value: z.string(), titleNo: z.string(), titleEn: z.string() });

export const categoryQuestionSchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  titleNo: z.string(),
  titleEn: z.string(),
  descriptionNo: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  subCategory: z.uuid().nullable(),
  type: categoryQuestionTypeSchema,
  options: z
    .object({
      choices: z.array(questionChoiceSchema).optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      unit: z.string().optional(),
    })
    .nullable(),
  dependsOnQuestionId: z.uuid().nullable(),
  dependsOnAnswer: z.string().nullable(),
  sortIndex: z.number().int(),
});
export type CategoryQuestion = z.infer<typeof categoryQuestionSchema>;

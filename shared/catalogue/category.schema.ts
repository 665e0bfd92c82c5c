import { z } from 'zod';

/** A text shown to people in both product languages. */
export const localizedTextSchema = z.object({ nb: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const categoryTypeSchema = z.enum(['event', 'dailylife']);
export type CategoryType = z.infer<typeof categoryTypeSchema>;

export const subcategoryItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  titleNo: z.string(),
  titleEn: z.string(),
  sortIndex: z.number().int(),
});
export type SubcategoryItem = z.infer<typeof subcategoryItemSchema>;

export const subcategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  titleNo: z.string(),
  titleEn: z.string(),
  sortIndex: z.number().int(),
  subCategoryItems: z.array(subcategoryItemSchema),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

/** Spec §3 Category. `taxRate` is the VAT percentage applied to the category's services. */
export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  title: localizedTextSchema,
  uiTitle: localizedTextSchema,
  description: localizedTextSchema,
  questionTitleHint: localizedTextSchema.nullable(),
  image: z.string().nullable(),
  taxRate: z.number().min(0).max(100),
  type: categoryTypeSchema,
  enableParticipants: z.boolean(),
  sortIndex: z.number().int(),
  subcategories: z.array(subcategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);

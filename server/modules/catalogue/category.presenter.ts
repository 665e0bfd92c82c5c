import type { Category } from '#shared/catalogue/category.schema.ts';
import type { CategoryEntity } from './category.entity.ts';

/** The public shape of a category (spec §3); entities never go to JSON as they are. */
export function presentCategory(category: CategoryEntity): Category {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    title: { nb: category.titleNb, en: category.titleEn },
    uiTitle: { nb: category.uiTitleNb, en: category.uiTitleEn },
    description: { nb: category.descriptionNb, en: category.descriptionEn },
    questionTitleHint:
      category.questionTitleHintNb && category.questionTitleHintEn
        ? { nb: category.questionTitleHintNb, en: category.questionTitleHintEn }
        : null,
    image: category.image ?? null,
    taxRate: Number(category.taxRate),
    type: category.type,
    enableParticipants: category.enableParticipants,
    sortIndex: category.sortIndex,
    subcategories: category.subcategories.getItems().map((subcategory) => ({
      id: subcategory.id,
      name: subcategory.name,
      titleNo: subcategory.titleNo,
      titleEn: subcategory.titleEn,
      sortIndex: subcategory.sortIndex,
      subCategoryItems: subcategory.subCategoryItems.getItems().map((item) => ({
        id: item.id,
        name: item.name,
        titleNo: item.titleNo,
        titleEn: item.titleEn,
        sortIndex: item.sortIndex,
      })),
    })),
  };
}

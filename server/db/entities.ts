import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { SubcategoryItemEntity } from '#server/modules/catalogue/subcategory-item.entity.ts';
import { SubcategoryEntity } from '#server/modules/catalogue/subcategory.entity.ts';
import { DevOutboxMessageEntity } from '#server/modules/notifications/dev-outbox-message.entity.ts';

/** Every entity the ORM knows; listed explicitly so discovery needs no file scanning. */
export const entities = [CategoryEntity, SubcategoryEntity, SubcategoryItemEntity, DevOutboxMessageEntity];

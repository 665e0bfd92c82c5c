import { UserIdentityEntity } from '#server/modules/accounts/user-identity.entity.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { bookingEntities } from '#server/modules/bookings/booking-entities.ts';
import { LoginCodeEntity } from '#server/modules/auth/login-code.entity.ts';
import { LoginLinkEntity } from '#server/modules/auth/login-link.entity.ts';
import { CategoryQuestionEntity } from '#server/modules/catalogue/category-question.entity.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { ServiceAddonEntity } from '#server/modules/catalogue/service-addon.entity.ts';
import { ServicePictureEntity } from '#server/modules/catalogue/service-picture.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { SubcategoryItemEntity } from '#server/modules/catalogue/subcategory-item.entity.ts';
import { SubcategoryEntity } from '#server/modules/catalogue/subcategory.entity.ts';
import { DevOutboxMessageEntity } from '#server/modules/notifications/dev-outbox-message.entity.ts';
import { NotificationEntity } from '#server/modules/notifications/notification.entity.ts';
import { AuditLogEntity } from '#server/modules/admin/audit-log.entity.ts';
import { ProviderLegalInfoEntity } from '#server/modules/providers/provider-legal-info.entity.ts';
import { ProviderScheduleEntity } from '#server/modules/providers/provider-schedule.entity.ts';
import { ProviderPictureEntity } from '#server/modules/providers/provider-picture.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { discountEntities } from '#server/modules/payments/discount-entities.ts';
import { LedgerEntryEntity } from '#server/modules/payments/ledger-entry.entity.ts';
import { paymentEntities } from '#server/modules/payments/payment-entities.ts';
import { ProviderRatingEntity } from '#server/modules/ratings/provider-rating.entity.ts';
import { requestEntities } from '#server/modules/requests/request-entities.ts';
import { chatEntities } from '#server/modules/chats/chat-entities.ts';
import { CallEntity } from '#server/modules/calls/call.entity.ts';
import { subscriptionEntities } from '#server/modules/subscriptions/subscription-entities.ts';

/** Every entity the ORM knows; listed explicitly so discovery needs no file scanning. */
export const entities = [
  CategoryEntity,
  SubcategoryEntity,
  SubcategoryItemEntity,
  DevOutboxMessageEntity,
  UserEntity,
  UserIdentityEntity,
  LoginCodeEntity,
  LoginLinkEntity,
  CategoryQuestionEntity,
  ProviderEntity,
  ProviderPictureEntity,
  ProviderLegalInfoEntity,
  ProviderScheduleEntity,
  AuditLogEntity,
  ServiceEntity,
  ServiceAddonEntity,
  ServicePictureEntity,
  ProviderRatingEntity,
  ...bookingEntities,
  ...discountEntities,
  LedgerEntryEntity,
  ...paymentEntities,
  ...requestEntities,
  NotificationEntity,
  ...chatEntities,
  CallEntity,
  ...subscriptionEntities,
];

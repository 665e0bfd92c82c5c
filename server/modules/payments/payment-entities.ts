import { BalanceEntryEntity } from './balance-entry.entity.ts';
import { GiftCardEntity } from './gift-card.entity.ts';
import { InvoiceEntity } from './invoice.entity.ts';
import { PaymentCustomerEntity } from './payment-customer.entity.ts';
import { PaymentWebhookEventEntity } from './payment-webhook-event.entity.ts';
import { PaymentEntity } from './payment.entity.ts';
import { SavedCardEntity } from './saved-card.entity.ts';

/** The card, invoice and gift card entities, for the ORM's list. */
export const paymentEntities = [
  PaymentEntity,
  PaymentWebhookEventEntity,
  PaymentCustomerEntity,
  SavedCardEntity,
  GiftCardEntity,
  BalanceEntryEntity,
  InvoiceEntity,
];

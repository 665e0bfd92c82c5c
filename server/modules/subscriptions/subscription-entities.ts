import { SubscriptionVisitEntity } from './subscription-visit.entity.ts';
import { SubscriptionEntity } from './subscription.entity.ts';

/** The subscriptions module's entities, for the ORM's list. */
export const subscriptionEntities = [SubscriptionEntity, SubscriptionVisitEntity];

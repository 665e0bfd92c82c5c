import { CustomRequestDraftEntity } from './custom-request-draft.entity.ts';
import { CustomRequestRecipientEntity } from './custom-request-recipient.entity.ts';
import { CustomRequestEntity } from './custom-request.entity.ts';
import { PriceOfferEntity } from './price-offer.entity.ts';
import { ProviderDropoutEntity } from './provider-dropout.entity.ts';

/** The custom requests module's entities, for the ORM's list. */
export const requestEntities = [CustomRequestEntity, CustomRequestRecipientEntity, PriceOfferEntity, CustomRequestDraftEntity, ProviderDropoutEntity];

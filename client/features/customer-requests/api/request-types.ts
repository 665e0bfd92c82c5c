import type { CustomerRequest, CustomRequestResponse, CustomRequestStatus } from '#shared/requests/custom-request.schema.ts';

/**
 * The shapes as the client holds them: the api client turns date-times into `Date`
 * (client/lib/api-client.ts), so the schema's ISO strings arrive as dates.
 */
export type RequestResponse = Omit<CustomRequestResponse, 'expiresAt' | 'startTime' | 'seenAt' | 'createdAt'> & {
  expiresAt?: Date;
  startTime?: Date | null;
  seenAt?: Date | null;
  createdAt: Date;
};

export type CustomerRequestView = Omit<CustomerRequest, 'startTime' | 'broadcastAt' | 'created' | 'updated' | 'responses'> & {
  startTime: Date | null;
  broadcastAt: Date | null;
  created: Date;
  updated: Date;
  responses: RequestResponse[];
};

export type CustomerRequestRow = {
  id: string;
  title: string;
  categoryId: string;
  status: CustomRequestStatus;
  startTime: Date | null;
  offerCount: number;
  unseenOfferCount: number;
  lowestPrice: number | null;
  /** A replacement for a provider who dropped out: offers at a fixed price. */
  isReplacement?: boolean;
  created: Date;
};

export type CustomerRequestPage = { data: CustomerRequestRow[]; next: string | null };

/** Which of the customer's requests a list shows: all of them, or one status. */
export type RequestFilter = 'all' | CustomRequestStatus;

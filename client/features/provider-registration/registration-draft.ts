import type { ProviderMe } from '#shared/providers/provider-me.schema.ts';
import {
  legalDetailsSchema,
  payoutDetailsSchema,
  registrationStages,
  type LegalDetails,
  type OrgType,
  type PartialRegistration,
  type PayoutDetails,
} from '#shared/providers/registration.schema.ts';

/** The details form as typed; which fields count depends on the role. */
export type DetailsValues = {
  firstName: string;
  lastName: string;
  email: string;
  nationalId: string;
  companyName: string;
  orgNumber: string;
  acceptTerms: boolean;
};

/** The payout form as typed, named by the schema's paths so problems land on their fields. */
export type PayoutValues = {
  bankAccountNumber: string;
  'invoiceAddress.street': string;
  'invoiceAddress.postalCode': string;
};

/** Everything the wizard knows so far. The ID photo never leaves this device until it is sent. */
export type RegistrationDraft = {
  categoryId: string | null;
  orgType: OrgType | null;
  details: DetailsValues;
  payout: PayoutValues;
  postalPlace: string | null;
  idPhoto: File | null;
  /** A photo was uploaded before (on another device); it must be chosen again to be sent. */
  hadIdPhoto: boolean;
};

/** The four stages with a step number of their own; the summary follows them. */
export const stepStages = registrationStages.filter((stage) => stage !== 'summary');
export const summaryStage = registrationStages.length;

export type PersonPrefill = { firstName?: string; lastName?: string; email?: string };

/** The draft as saved on the server, or empty with the signed-in person's names and e-mail. */
export function draftFrom(provider: ProviderMe | null, person: PersonPrefill): RegistrationDraft {
  const legal = provider?.legalInfo;
  return {
    categoryId: provider?.profile.categoryId ?? null,
    orgType: legal?.orgType ?? (provider && provider.registrationStage > 2 ? provider.orgType : null),
    details: {
      firstName: legal?.firstName ?? person.firstName ?? '',
      lastName: legal?.lastName ?? person.lastName ?? '',
      email: legal?.email ?? person.email ?? '',
      nationalId: legal?.nationalId ?? '',
      companyName: legal?.companyName ?? '',
      orgNumber: legal?.orgNumber ?? '',
      acceptTerms: legal?.termsAccepted ?? false,
    },
    payout: {
      bankAccountNumber: legal?.bankAccountNumber ?? '',
      'invoiceAddress.street': legal?.invoiceAddress?.street ?? '',
      'invoiceAddress.postalCode': legal?.invoiceAddress?.postalCode ?? '',
    },
    postalPlace: legal?.invoiceAddress?.postalPlace ?? null,
    idPhoto: null,
    hadIdPhoto: legal?.hasIdPhoto ?? false,
  };
}

const optional = (value: string) => (value.trim() ? value : undefined);

/** What the details schema checks for the chosen role: optional fields left empty are left out. */
export function detailsInput(orgType: OrgType | null, values: DetailsValues): unknown {
  const { firstName, lastName, email, nationalId, companyName, orgNumber, acceptTerms } = values;
  switch (orgType) {
    case 'individual':
      return { orgType, firstName, lastName, email, nationalId, acceptTerms };
    case 'company':
      return { orgType, companyName, orgNumber, firstName: optional(firstName), lastName: optional(lastName), email: optional(email), acceptTerms };
    case 'agent':
      return { orgType, companyName, orgNumber, firstName, lastName, email: optional(email), acceptTerms };
    default:
      return { orgType };
  }
}

export function payoutInput(values: PayoutValues): unknown {
  return {
    bankAccountNumber: values.bankAccountNumber,
    invoiceAddress: { street: values['invoiceAddress.street'], postalCode: values['invoiceAddress.postalCode'] },
  };
}

export function validDetails(draft: RegistrationDraft): LegalDetails | null {
  const parsed = legalDetailsSchema.safeParse(detailsInput(draft.orgType, draft.details));
  return parsed.success ? parsed.data : null;
}

export function validPayout(draft: RegistrationDraft): PayoutDetails | null {
  const parsed = payoutDetailsSchema.safeParse(payoutInput(draft.payout));
  return parsed.success ? parsed.data : null;
}

/** The furthest stage the draft may open: every stage before it is complete. */
export function reachableStage(draft: RegistrationDraft): number {
  if (!draft.categoryId) return 1;
  if (!draft.orgType) return 2;
  if (!validDetails(draft)) return 3;
  if (!validPayout(draft)) return 4;
  return summaryStage;
}

/** The body that saves the draft and the stage to resume at; only complete sections are sent. */
export function partialBody(draft: RegistrationDraft, stage: number): PartialRegistration {
  const details = validDetails(draft);
  const payout = validPayout(draft);
  return {
    stage,
    categoryId: draft.categoryId ?? '',
    ...(draft.orgType ? { orgType: draft.orgType } : {}),
    ...(details ? { details } : {}),
    ...(payout ? { payout } : {}),
  };
}

/** A company as the business register knows it. */
export interface RegisteredBusiness {
  orgNumber: string;
  name: string;
}

/**
 * Looks organisation numbers up in a business register (spec §5 add business: "must match a
 * company in the business register"). `null` means the register has no such company.
 */
export interface BusinessRegister {
  lookup(orgNumber: string): Promise<RegisteredBusiness | null>;
}

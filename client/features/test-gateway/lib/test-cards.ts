/** The numbers the test gateway knows (docs: payments design, local test gateway). */
export const testCards = [
  { kind: 'success', number: '4242424242424242' },
  { kind: 'declined', number: '4000000000000002' },
  { kind: 'insufficientFunds', number: '4000000000009995' },
  { kind: 'authentication', number: '4000002760003184' },
] as const;

export type TestCardKind = (typeof testCards)[number]['kind'];

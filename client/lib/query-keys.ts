/**
 * Query keys more than one feature touches. The signed-in user is read by the shell and the
 * guards, written by sign-in and by every change on the account page.
 */
export const userQueryKey = ['user'] as const;
export const providerMeQueryKey = ['provider', 'me'] as const;

import { create } from 'zustand';

/** Every app-wide modal (spec §2). One shows at a time, rendered by `ModalHost`. */
export const modalKeys = ['LOGIN', 'CREATE_ACCOUNT', 'ADD_BUSINESS', 'RATING', 'ERROR'] as const;
export type ModalKey = (typeof modalKeys)[number];

/** What each modal needs to know when it opens. */
export type ModalProps = {
  /** `tab` picks the sign-in method shown first ("get new link" opens the e-mail tab). */
  LOGIN: { returnTo?: string; tab?: 'phone' | 'email' };
  /** Sign-up with the e-mail a login link was sent to; `token` is that link's token. */
  CREATE_ACCOUNT: { email?: string; token?: string; returnTo?: string | null };
  ADD_BUSINESS: Record<string, never>;
  RATING: { bookingId: string };
  /** `messageKey` is an i18n key, typically `ApiError.key`. */
  ERROR: { messageKey?: string; message?: string };
};

export type OpenModal = { [K in ModalKey]: { key: K; props: ModalProps[K] } }[ModalKey];

type ModalState = {
  current: OpenModal | null;
  open: <K extends ModalKey>(key: K, ...props: ModalProps[K] extends Record<string, never> ? [] : [ModalProps[K]?]) => void;
  close: () => void;
};

export const useModalStore = create<ModalState>((set) => ({
  current: null,
  open: (key, ...rest) => set({ current: { key, props: rest[0] ?? {} } as OpenModal }),
  close: () => set({ current: null }),
}));

export function openModal<K extends ModalKey>(
  key: K,
  ...props: ModalProps[K] extends Record<string, never> ? [] : [ModalProps[K]?]
): void {
  useModalStore.getState().open(key, ...props);
}

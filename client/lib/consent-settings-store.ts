import { create } from 'zustand';

/** Whether the settings dialog is open: the banner and the footer link both open it. */
export const useConsentSettings = create<{ open: boolean; setOpen: (open: boolean) => void }>((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const openConsentSettings = () => useConsentSettings.getState().setOpen(true);

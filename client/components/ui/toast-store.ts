import { create } from 'zustand';

/** Spec §2 / §9: toasts close by themselves after 5000 ms. */
export const toastDurationMs = 5000;

export type ToastTone = 'info' | 'success' | 'error';

export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
};

type ToastState = {
  toasts: ToastMessage[];
  show: (toast: Omit<ToastMessage, 'id' | 'tone'> & { tone?: ToastTone }) => number;
  dismiss: (id: number) => void;
};

let nextId = 1;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (toast) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { tone: 'info', ...toast, id }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Shows a short, already translated message in the top-right corner. */
export function showToast(toast: Omit<ToastMessage, 'id' | 'tone'> & { tone?: ToastTone }): number {
  return useToastStore.getState().show(toast);
}

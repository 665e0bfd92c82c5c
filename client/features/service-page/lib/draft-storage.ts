import type { BookingDraft } from './booking-form.ts';

/**
 * A draft kept across a sign-in that leaves the page (the e-mail link): the tab reopens the
 * booking with the same choices. Only this tab sees it, and reading it removes it.
 */
const storageKey = (serviceId: string) => `booking-draft:${serviceId}`;

export function keepDraft(serviceId: string, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(storageKey(serviceId), JSON.stringify(draft));
  } catch {
    // Private mode may refuse storage; the draft then lives only as long as the page.
  }
}

export function hasKeptDraft(serviceId: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(serviceId)) !== null;
  } catch {
    return false;
  }
}

export function takeKeptDraft(serviceId: string): BookingDraft | null {
  try {
    const text = sessionStorage.getItem(storageKey(serviceId));
    sessionStorage.removeItem(storageKey(serviceId));
    return text ? (JSON.parse(text) as BookingDraft) : null;
  } catch {
    return null;
  }
}

export function forgetKeptDraft(serviceId: string): void {
  try {
    sessionStorage.removeItem(storageKey(serviceId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Back to the shop that sent the customer here: a full page load, as from a real card provider. */
export function leaveCheckout(url: string): void {
  window.location.assign(url);
}

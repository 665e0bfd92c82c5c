/** Calendar apps open `webcal://` links as a subscription instead of downloading the file once. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}

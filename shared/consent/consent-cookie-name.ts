/** The cookie holding the visitor's answer to the cookie question; written by the client, read by the server to render the banner or not. */
export const consentCookieName = 'consent';

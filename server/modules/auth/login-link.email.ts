import type { Language } from '#shared/i18n/languages.ts';
import { messageText } from '#server/modules/notifications/message-text.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** The login link e-mail in the recipient's language: plain text and a simple, accessible HTML version. */
export function loginLinkEmail(language: Language, url: string, appName: string): { subject: string; text: string; html: string } {
  const t = (pick: Parameters<typeof messageText>[1], params: Record<string, string> = {}) => messageText(language, pick, { appName, ...params });
  const link = escapeHtml(url);
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f5f5f4;font-family:Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(appName)}</h1>
<p style="font-size:16px;line-height:24px;margin:0 0 8px">${escapeHtml(t((m) => m.loginLink.greeting))}</p>
<p style="font-size:16px;line-height:24px;margin:0 0 24px">${escapeHtml(t((m) => m.loginLink.intro))}</p>
<p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;background:#14532d;color:#ffffff;text-decoration:none;font-weight:bold;padding:14px 24px;border-radius:8px">${escapeHtml(t((m) => m.loginLink.button))}</a></p>
<p style="font-size:14px;line-height:20px;color:#57534e;margin:0 0 8px">${escapeHtml(t((m) => m.loginLink.validity))}</p>
<p style="font-size:14px;line-height:20px;color:#57534e;margin:0 0 8px">${escapeHtml(t((m) => m.loginLink.ignore))}</p>
<p style="font-size:12px;line-height:18px;color:#78716c;margin:16px 0 0;word-break:break-all">${link}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: t((m) => m.loginLink.subject), text: t((m) => m.loginLink.plain, { link: url }), html };
}

/** Decides whether a captcha token proves a person asked (login code requests). */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string): Promise<boolean>;
}

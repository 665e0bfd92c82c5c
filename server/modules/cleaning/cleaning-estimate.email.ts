import type { CleaningEstimateRequest, CleaningEstimateResponse } from '#shared/cleaning/cleaning-estimate.schema.ts';
import { estimateRequestQuery } from '#shared/cleaning/estimate-query.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { cleaningEstimateStepPath } from '#shared/routing/paths.ts';
import { messageText } from '#server/modules/notifications/message-text.ts';
import { giftCardAmountText as moneyText } from '#server/modules/payments/gift-card-email.ts';

/** The link that reopens the estimate, filled in, at its last step. */
export function estimateLink(origin: string, request: CleaningEstimateRequest): string {
  return `${origin}${cleaningEstimateStepPath(3, estimateRequestQuery(request))}`;
}

const hoursText = (hours: number, language: Language) => new Intl.NumberFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { maximumFractionDigits: 1 }).format(hours);

/** The saved estimate as an e-mail in the person's language: the figures and a link back to it. */
export function cleaningEstimateEmail(input: {
  language: Language;
  appName: string;
  origin: string;
  request: CleaningEstimateRequest;
  estimate: CleaningEstimateResponse;
}): { subject: string; text: string } {
  const { language, estimate } = input;
  const text = (pick: Parameters<typeof messageText>[1], params: Record<string, string | number> = {}) =>
    messageText(language, pick, { appName: input.appName, ...params });
  const money = (ore: number) => moneyText(ore, language);
  const frequency = estimate.frequency ? text((m) => m.cleaningEstimate.frequencies[estimate.frequency!]) : null;
  const type = text((m) => m.cleaningEstimate.types[estimate.type]);
  const lines = [
    text((m) => m.cleaningEstimate.type, { type: frequency ? `${type}, ${frequency}` : type }),
    text((m) => m.cleaningEstimate.size, { size: estimate.sizeM2 }),
    text((m) => m.cleaningEstimate.hours, {
      hours: hoursText(estimate.hours, language),
      baseHours: hoursText(estimate.baseHours, language),
      extraHours: hoursText(estimate.extraHours, language),
      addOnHours: hoursText(estimate.addOnHours, language),
    }),
    text((m) => m.cleaningEstimate.price, { price: money(estimate.priceOre), vat: money(estimate.vatOre) }),
    estimate.promo && estimate.firstVisitPriceOre !== null
      ? text((m) => m.cleaningEstimate.firstVisit, { code: estimate.promo.code, percentage: estimate.promo.percentage, price: money(estimate.firstVisitPriceOre) })
      : null,
    frequency && estimate.monthlyPriceOre !== null ? text((m) => m.cleaningEstimate.month, { frequency, price: money(estimate.monthlyPriceOre) }) : null,
  ].filter((line) => line !== null);
  const paragraphs = [
    text((m) => m.cleaningEstimate.greeting),
    text((m) => m.cleaningEstimate.intro),
    lines.join('\n'),
    text((m) => m.cleaningEstimate.link, { link: estimateLink(input.origin, input.request) }),
    text((m) => m.cleaningEstimate.note),
  ];
  return { subject: text((m) => m.cleaningEstimate.subject), text: paragraphs.join('\n\n') };
}

import { type Language, appTimeZone, isLanguage } from '#shared/i18n/languages.ts';
import { paths } from '#shared/routing/paths.ts';
import { messageText } from '#server/modules/notifications/message-text.ts';

/** "500 kr", as the client's money formatter writes it. */
export function giftCardAmountText(ore: number, language: Language): string {
  const kroner = new Intl.NumberFormat(language === 'nb' ? 'nb-NO' : 'en-GB', { maximumFractionDigits: ore % 100 === 0 ? 0 : 2, minimumFractionDigits: ore % 100 === 0 ? 0 : 2 });
  return `${kroner.format(ore / 100)}\u00a0kr`;
}

/** The card's own language (the buyer's when they bought it). */
export function giftCardLanguage(locale: string): Language {
  return isLanguage(locale) ? locale : 'nb';
}

/** The page where a code is redeemed, with the code filled in. */
export function redeemLink(origin: string, code: string): string {
  return `${origin}${paths.accountGiftCards}?kode=${encodeURIComponent(code)}`;
}

type DeliveryInput = {
  language: Language;
  appName: string;
  origin: string;
  amountOre: number;
  code: string;
  fromName: string;
  recipientName: string | null;
  message: string | null;
};

/** The e-mail that hands a gift card to its recipient: who it is from, the amount, the code and how to use it. */
export function giftCardDeliveryEmail(input: DeliveryInput): { subject: string; text: string } {
  const params = {
    from: input.fromName,
    amount: giftCardAmountText(input.amountOre, input.language),
    appName: input.appName,
    name: input.recipientName ?? '',
    message: input.message ?? '',
    code: input.code,
    link: redeemLink(input.origin, input.code),
  };
  const text = (pick: Parameters<typeof messageText>[1]) => messageText(input.language, pick, params);
  const paragraphs = [
    input.recipientName ? text((m) => m.giftCard.greetingName) : text((m) => m.giftCard.greeting),
    text((m) => m.giftCard.delivery),
    input.message ? text((m) => m.giftCard.deliveryMessage) : null,
    text((m) => m.giftCard.deliveryCode),
    text((m) => m.giftCard.deliveryHowTo),
  ];
  return { subject: text((m) => m.giftCard.deliverySubject), text: paragraphs.filter((paragraph) => paragraph !== null).join('\n\n') };
}

type ReceiptInput = {
  language: Language;
  origin: string;
  amountOre: number;
  buyerName: string;
  recipientName: string | null;
  recipientEmail: string;
  deliverAt: Date;
  now: Date;
};

/** The buyer's receipt once the card is paid: what they paid for, and when it goes out. */
export function giftCardReceiptEmail(input: ReceiptInput): { subject: string; text: string } {
  const date = new Intl.DateTimeFormat(input.language === 'nb' ? 'nb-NO' : 'en-GB', { dateStyle: 'long', timeZone: appTimeZone }).format(input.deliverAt);
  const params = {
    name: input.buyerName,
    amount: giftCardAmountText(input.amountOre, input.language),
    recipient: input.recipientName ?? input.recipientEmail,
    email: input.recipientEmail,
    date,
    link: `${input.origin}${paths.accountGiftCards}`,
  };
  const text = (pick: Parameters<typeof messageText>[1]) => messageText(input.language, pick, params);
  const goesOutNow = input.deliverAt.getTime() <= input.now.getTime();
  const paragraphs = [
    text((m) => m.giftCard.greetingName),
    text((m) => m.giftCard.receipt),
    goesOutNow ? text((m) => m.giftCard.receiptToday) : text((m) => m.giftCard.receiptOn),
    text((m) => m.giftCard.receiptLink),
  ];
  return { subject: text((m) => m.giftCard.receiptSubject), text: paragraphs.join('\n\n') };
}

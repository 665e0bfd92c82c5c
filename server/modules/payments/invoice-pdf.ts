import PDFDocument from 'pdfkit';
import type { Language } from '#shared/i18n/languages.ts';
import type { AppConfig } from '#server/config/config.ts';
import { type Messages, messageText } from '#server/modules/notifications/message-text.ts';
import type { InvoiceLine } from './invoice.entity.ts';

/** What the PDF prints: the invoice as stored, with its buyer and booking. */
export type InvoiceDocument = {
  number: number;
  kid: string;
  status: 'open' | 'paid' | 'credited';
  issuedAt: Date;
  dueAt: Date;
  amountOre: number;
  vatOre: number;
  lines: readonly InvoiceLine[];
  orderNumber: string;
  buyer: { name: string; email: string; companyName: string | null; orgNumber: string | null };
};

/**
 * The standard fonts' encoding (WinAnsi) has æ, ø and å but not the narrow and no-break spaces
 * Intl puts between thousands, nor its minus sign: those are printed as their plain forms.
 */
const printable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

const locale = (language: Language) => (language === 'nb' ? 'nb-NO' : 'en-GB');

/** Amounts on an invoice always show øre: "1 250,00". */
export function invoiceAmount(ore: number, language: Language): string {
  return printable(new Intl.NumberFormat(locale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100));
}

/** A date as the invoice's reader reads it, in Oslo. */
export function invoiceDate(at: Date, language: Language): string {
  return printable(new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeZone: 'Europe/Oslo' }).format(at));
}

/** 11-digit Norwegian account numbers are written 1234 56 78903. */
export const formatAccount = (account: string) => (/^\d{11}$/.test(account) ? `${account.slice(0, 4)} ${account.slice(4, 6)} ${account.slice(6)}` : account);
/** Organisation numbers are written 923 609 016. */
const formatOrgNumber = (org: string) => (/^\d{9}$/.test(org) ? `${org.slice(0, 3)} ${org.slice(3, 6)} ${org.slice(6)}` : org);

/**
 * Renders an invoice as a one-page A4 PDF in the customer's language: seller and buyer, number,
 * dates, one row per VAT rate (net, VAT, amount), the total, and the account and KID to pay with.
 * `compress: false` keeps the text readable in the file (tests look for the number).
 */
export function renderInvoicePdf(
  invoice: InvoiceDocument,
  language: Language,
  seller: Pick<AppConfig['invoices'], 'sellerName' | 'sellerOrgNumber' | 'bankAccount'>,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = (pick: (m: Messages['invoice']['pdf']) => string, params: Record<string, string | number> = {}) =>
    printable(messageText(language, (m) => pick(m.invoice.pdf), params));
  const title = `${t((m) => m.title)} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: title, Author: seller.sellerName, Subject: `${t((m) => m.kid)} ${invoice.kid}`, Keywords: `${invoice.number} ${invoice.kid}` },
    lang: language === 'nb' ? 'nb-NO' : 'en-GB',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 56;
  const width = doc.page.width - 2 * left;

  doc.font('Helvetica-Bold').fontSize(22).text(t((m) => m.title), left, 56);
  if (invoice.status !== 'open') {
    doc.fontSize(14).fillColor('#8a1c1c').text(invoice.status === 'paid' ? t((m) => m.paid) : t((m) => m.credited), left, 62, { width, align: 'right' });
    doc.fillColor('black');
  }

  // Seller left, buyer right.
  const partiesTop = 110;
  doc.font('Helvetica-Bold').fontSize(9).text(t((m) => m.seller).toUpperCase(), left, partiesTop);
  doc.font('Helvetica').fontSize(11).text(printable(seller.sellerName), left, partiesTop + 14);
  doc.text(t((m) => m.vatRegistered, { orgNumber: formatOrgNumber(seller.sellerOrgNumber) }));
  // A Norwegian limited company names the register it is in on its invoices.
  doc.text(t((m) => m.enterpriseRegister));
  const buyerLeft = left + width / 2;
  doc.font('Helvetica-Bold').fontSize(9).text(t((m) => m.buyer).toUpperCase(), buyerLeft, partiesTop);
  doc.font('Helvetica').fontSize(11);
  if (invoice.buyer.companyName) doc.text(printable(invoice.buyer.companyName), buyerLeft, partiesTop + 14);
  if (invoice.buyer.orgNumber) doc.text(t((m) => m.orgNumber, { orgNumber: formatOrgNumber(invoice.buyer.orgNumber) }), buyerLeft, invoice.buyer.companyName ? undefined : partiesTop + 14);
  doc.text(printable(invoice.buyer.name), buyerLeft, invoice.buyer.companyName || invoice.buyer.orgNumber ? undefined : partiesTop + 14);
  doc.text(printable(invoice.buyer.email));

  // Facts: number, dates, order.
  const factsTop = 210;
  const facts: [string, string][] = [
    [t((m) => m.number), String(invoice.number)],
    [t((m) => m.issued), invoiceDate(invoice.issuedAt, language)],
    [t((m) => m.due), invoiceDate(invoice.dueAt, language)],
    [t((m) => m.orderNumber), invoice.orderNumber],
  ];
  facts.forEach(([label, value], index) => {
    doc.font('Helvetica-Bold').fontSize(10).text(label, left, factsTop + index * 16, { width: 140 });
    doc.font('Helvetica').text(value, left + 140, factsTop + index * 16);
  });

  // Lines, one per VAT rate.
  const columns = [
    { label: t((m) => m.description), x: left, width: 200, align: 'left' as const },
    { label: t((m) => m.vatRate), x: left + 200, width: 60, align: 'right' as const },
    { label: t((m) => m.net), x: left + 260, width: 90, align: 'right' as const },
    { label: t((m) => m.vat), x: left + 350, width: 60, align: 'right' as const },
    { label: t((m) => m.amount), x: left + 410, width: width - 410, align: 'right' as const },
  ];
  let y = 300;
  doc.font('Helvetica-Bold').fontSize(9);
  for (const column of columns) doc.text(column.label, column.x, y, { width: column.width, align: column.align });
  y += 16;
  doc.moveTo(left, y).lineTo(left + width, y).strokeColor('#999999').stroke();
  y += 6;
  doc.font('Helvetica').fontSize(10);
  for (const line of invoice.lines) {
    const cells = [
      printable(line.description),
      `${printable(new Intl.NumberFormat(locale(language)).format(line.vatRatePercent))} %`,
      invoiceAmount(line.amountOre - line.vatOre, language),
      invoiceAmount(line.vatOre, language),
      invoiceAmount(line.amountOre, language),
    ];
    const height = Math.max(14, doc.heightOfString(cells[0] ?? '', { width: columns[0]?.width }));
    columns.forEach((column, index) => doc.text(cells[index] ?? '', column.x, y, { width: column.width, align: column.align }));
    y += height + 6;
  }
  doc.moveTo(left, y).lineTo(left + width, y).stroke();
  y += 10;

  const total = (label: string, value: string, bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
    doc.text(label, left + 260, y, { width: 150, align: 'right' });
    doc.text(`${value} kr`, left + 410, y, { width: width - 410, align: 'right' });
    y += bold ? 20 : 16;
  };
  total(t((m) => m.totalVat), invoiceAmount(invoice.vatOre, language), false);
  total(t((m) => m.total), invoiceAmount(invoice.amountOre, language), true);

  // How to pay.
  y += 24;
  doc.rect(left, y, width, 64).strokeColor('#333333').stroke();
  doc.font('Helvetica-Bold').fontSize(10).text(t((m) => m.payTo), left + 12, y + 12, { width: 160 });
  doc.font('Helvetica').text(formatAccount(seller.bankAccount), left + 172, y + 12);
  doc.font('Helvetica-Bold').text(t((m) => m.kid), left + 12, y + 28, { width: 160 });
  doc.font('Helvetica').text(invoice.kid, left + 172, y + 28);
  doc.fontSize(9).fillColor('#444444').text(t((m) => m.payNote), left + 12, y + 44);
  doc.fillColor('black');

  doc.end();
  return done;
}

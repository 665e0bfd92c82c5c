import { describe, expect, it } from 'vitest';
import { isValidKid } from '#shared/payments/kid.ts';
import { ocrRecord } from '#shared/payments/ocr-giro.ts';
import { ManualClock } from '#server/lib/clock.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { AuditLogEntity } from '#server/modules/admin/audit-log.entity.ts';
import { BookingEntity } from '#server/modules/bookings/booking.entity.ts';
import { createProvider, createService } from '#server/test/discovery-factories.ts';
import { createCategory, createTestUser, sessionCookieFor } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { latestOutboxMessage, startTestWorkers } from '#server/test/test-workers.ts';
import { InvoiceEntity } from './invoice.entity.ts';
import { sendBookingInvoiceMessage } from './invoice-messages.ts';
import { invoicePaidKey } from './invoice-paid.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { sendDueInvoiceReminders } from './invoice-reminders.ts';
import { refundInvoicedBooking } from './invoice.service.ts';
import { LedgerEntryEntity } from './ledger-entry.entity.ts';
import { reconcileLedger } from './ledger-reconciliation.ts';
import { invoiceReminderJob } from '#workers/jobs/payments/invoice-reminder.job.ts';

// Tuesday 09:00 in Oslo; the default schedule takes bookings 24 hours ahead on weekdays.
const start = '2026-12-01T08:00:00Z';
const thursdayTen = '2026-12-03T09:00:00.000Z';
const day = 24 * 3_600_000;
const clock = new ManualClock(start);
const app = await buildTestApp({ clock });
startTestWorkers(app);
const em = app.orm.em.fork();
const runReminderJob = invoiceReminderJob(app.orm, clock, app.queues.outboundMessages, app.config);

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  app.inject({ method, url: `/api${url}`, cookies: { sid: cookie }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

async function business(user: UserEntity, orgNumber = '923609016', companyName = 'Fjordkraft Rør AS') {
  const fresh = await em.findOneOrFail(UserEntity, user.id, { refresh: true });
  fresh.orgNumber = orgNumber;
  fresh.companyName = companyName;
  await em.flush();
}

/** A business customer who has booked a 1 000 kr service (25 % VAT) and paid by invoice. */
async function invoicedBooking(options: { taxRate?: number; language?: 'nb_no' | 'en_us' } = {}) {
  clock.set(start);
  const category = await createCategory(em, { taxRate: options.taxRate ?? 25 });
  const provider = await createProvider(em, { instantBooking: true, category });
  const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 100_000, baseDurationMinutes: 60 });
  const customerUser = await createTestUser(em, { language: options.language ?? 'nb_no' });
  await business(customerUser);
  const customer = await sessionCookieFor(app, customerUser.id);
  const response = await call(customer, 'POST', '/booking', {
    serviceId: service.id,
    startTime: thursdayTen,
    deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
    addons: [],
    paymentMethod: 'invoice',
    acceptTerms: true,
  });
  expect(response.statusCode).toBe(201);
  const booking = response.json() as { id: string; status: string; orderNumber: string; priceOre: number };
  const invoice = await em.findOneOrFail(InvoiceEntity, { booking: booking.id }, { refresh: true });
  return { provider, service, customerUser, customer, booking, invoice };
}

async function adminCookie() {
  const admin = await createTestUser(em);
  admin.isAdmin = true;
  await em.flush();
  return { admin, cookie: await sessionCookieFor(app, admin.id) };
}

describe('paying by invoice', () => {
  it('lets a business customer book and pay by invoice: confirmed at once, one invoice with a valid KID, VAT and due date', async () => {
    const { customer, booking, invoice } = await invoicedBooking();
    expect(booking.status).toBe('confirmed');

    const eligibility = await call(customer, 'GET', '/invoices/eligibility');
    expect(eligibility.json()).toEqual({ allowed: true, orgNumber: '923609016', companyName: 'Fjordkraft Rør AS' });

    const list = await call(customer, 'GET', '/invoices');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: invoice.id,
        number: invoice.number,
        kid: invoice.kid,
        amountOre: 100_000,
        vatOre: 20_000,
        issuedAt: new Date(start).toISOString(),
        // 14 days after Tuesday 1 December, to the end of that day in Oslo.
        dueAt: '2026-12-15T22:59:59.999Z',
        status: 'open',
        bookingId: booking.id,
        orderNumber: booking.orderNumber,
      },
    ]);
    expect(invoice.number).toBeGreaterThanOrEqual(100_001);
    expect(isValidKid(invoice.kid)).toBe(true);
    expect(invoice.kid).toMatch(new RegExp(`^0*${invoice.number}\\d$`));
    expect(invoice.lines).toEqual([{ description: expect.stringContaining(booking.orderNumber), amountOre: 100_000, vatRatePercent: 25, vatOre: 20_000 }]);
    expect(invoice).toMatchObject({ orgNumber: '923609016', companyName: 'Fjordkraft Rør AS' });

    // Paying again issues no second invoice.
    const again = await call(customer, 'POST', `/booking/${booking.id}/pay`, { paymentMethod: 'invoice', acceptTerms: true });
    expect(again.json().status).toBe('confirmed');
    expect(await em.count(InvoiceEntity, { booking: booking.id })).toBe(1);

    // Confirmed on the invoice before its money came: the ledger still reconciles.
    const { provider } = await em.findOneOrFail(BookingEntity, booking.id, { populate: ['provider'] });
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });

  it('takes the VAT at the category rate', async () => {
    const { invoice } = await invoicedBooking({ taxRate: 12 });
    // 1 000 kr × 12 / 112 = 107.142… kr
    expect(invoice).toMatchObject({ amountOre: 100_000, vatOre: 10_714 });
    expect(invoice.lines[0]).toMatchObject({ vatRatePercent: 12, vatOre: 10_714 });
  });

  it('refuses a private customer with 409 and says why', async () => {
    clock.set(start);
    const provider = await createProvider(em, { instantBooking: true, category: await createCategory(em) });
    const service = await createService(em, provider, { areas: ['oslo'], basePriceOre: 50_000, baseDurationMinutes: 60 });
    const customer = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(customer, 'GET', '/invoices/eligibility')).json()).toEqual({ allowed: false, orgNumber: null, companyName: null });
    const response = await call(customer, 'POST', '/booking', {
      serviceId: service.id,
      startTime: thursdayTen,
      deliveryPlace: { street: 'Storgata 1', postalCode: '0155' },
      addons: [],
      paymentMethod: 'invoice',
      acceptTerms: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.key).toBe('error.payment.invoice_not_allowed');
    expect((await call(customer, 'GET', '/invoices')).json()).toEqual([]);
  });

  it('e-mails the invoice with the link to its PDF when it is issued', async () => {
    const { customerUser, invoice } = await invoicedBooking();
    expect(await sendBookingInvoiceMessage(em, app.queues.outboundMessages, invoice.booking.id, app.config)).toBe(true);
    const mail = await latestOutboxMessage(app, customerUser.email, (entry) => entry.subject?.includes(`Faktura ${invoice.number}`) ?? false);
    expect(mail.text).toContain(invoice.kid);
    expect(mail.text).toContain(`/api/invoices/${invoice.id}/pdf`);
    expect(mail.text).toContain('1234 56 78903');
  });
});

describe('the invoice PDF', () => {
  it('is a PDF download for its customer and for an admin, and 404 for anyone else', async () => {
    const { customer, invoice } = await invoicedBooking();
    const response = await call(customer, 'GET', `/invoices/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="faktura-${invoice.number}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title (uncompressed metadata) names the invoice.
    expect(pdf.toString('latin1')).toContain(`Faktura ${invoice.number}`);

    const { cookie } = await adminCookie();
    expect((await call(cookie, 'GET', `/invoices/${invoice.id}/pdf`)).statusCode).toBe(200);
    const stranger = await sessionCookieFor(app, (await createTestUser(em)).id);
    expect((await call(stranger, 'GET', `/invoices/${invoice.id}/pdf`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}/pdf` })).statusCode).toBe(401);
  });

  it('prints the number, the KID, the account and the amounts (uncompressed)', async () => {
    const pdf = await renderInvoicePdf(
      {
        number: 100_123,
        kid: '0001001231',
        status: 'open',
        issuedAt: new Date(start),
        dueAt: new Date('2026-12-15T22:59:59.999Z'),
        amountOre: 125_000,
        vatOre: 25_000,
        lines: [{ description: 'Hagestell (AB12CD34)', amountOre: 125_000, vatRatePercent: 25, vatOre: 25_000 }],
        orderNumber: 'AB12CD34',
        buyer: { name: 'Kari Nordmann', email: 'kari@eksempel.no', companyName: 'Blåbær Øst AS', orgNumber: '923609016' },
      },
      'nb',
      app.config.invoices,
      { compress: false },
    );
    // Standard fonts write text as hex character codes (WinAnsi): decode the text operators.
    const text = [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)>/g)].map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1')).join('');
    for (const expected of ['100123', '0001001231', '1234 56 78903', '1 250,00', '250,00', 'Blåbær Øst AS', 'Forfallsdato']) expect(text).toContain(expected);
  });
});

describe('admin: invoices', () => {
  it('lists invoices by status, marks one paid once with an audit row and a ledger charge, and the ledger reconciles', async () => {
    const { invoice, provider } = await invoicedBooking();
    const { admin, cookie } = await adminCookie();
    const open = await call(cookie, 'GET', '/admin/invoices?status=open');
    expect(open.statusCode).toBe(200);
    expect(open.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ id: invoice.id, status: 'open', companyName: 'Fjordkraft Rør AS', overdue: false })]));

    clock.set(new Date(Date.parse(start) + 3 * day));
    const paid = await call(cookie, 'POST', `/admin/invoices/${invoice.id}/mark-paid`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: invoice.id, status: 'paid' });
    const again = await call(cookie, 'POST', `/admin/invoices/${invoice.id}/mark-paid`);
    expect(again.json()).toMatchObject({ status: 'paid' });

    const charges = await em.find(LedgerEntryEntity, { booking: invoice.booking.id, kind: 'charge' });
    expect(charges.map((entry) => [entry.idempotencyKey, entry.amountOre])).toEqual([[invoicePaidKey(invoice.id), 100_000]]);
    expect(await em.count(AuditLogEntity, { action: 'invoice.mark_paid', targetId: invoice.id, actor: admin.id })).toBe(1);
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
    expect((await call(cookie, 'GET', '/admin/invoices?status=paid')).json().data).toEqual(expect.arrayContaining([expect.objectContaining({ id: invoice.id, paidBy: `admin:${admin.id}` })]));
  });

  it('is for admins only', async () => {
    const { customer, invoice } = await invoicedBooking();
    expect((await call(customer, 'GET', '/admin/invoices')).statusCode).toBe(403);
    expect((await call(customer, 'POST', `/admin/invoices/${invoice.id}/mark-paid`)).statusCode).toBe(403);
    expect((await call(customer, 'POST', '/admin/invoices/import', { text: 'NY000010' })).statusCode).toBe(403);
  });

  it('imports the bank OCR file: a payment with the KID and amount pays its invoice once; others are listed with the reason', async () => {
    const { invoice, provider } = await invoicedBooking();
    const other = await invoicedBooking();
    const { cookie } = await adminCookie();
    const date = '031226';
    const file = [
      ocrRecord.startTransmission('8080', '1'),
      ocrRecord.startAssignment('1234', '77', app.config.invoices.bankAccount),
      ocrRecord.item1({ transactionNumber: 1, date, archive: '4711000001', amountOre: 100_000, kid: invoice.kid }),
      ocrRecord.item2({ transactionNumber: 1, agreement: '1234', date, payerAccount: '15030012345' }),
      ocrRecord.item1({ transactionNumber: 2, date, archive: '4711000002', amountOre: 99_000, kid: other.invoice.kid }),
      ocrRecord.item1({ transactionNumber: 3, date, archive: '4711000003', amountOre: 5_000, kid: '0000000018' }),
      ocrRecord.endAssignment(3, 6, 204_000, date),
      ocrRecord.endTransmission(3, 8, 204_000, date),
    ].join('\r\n');

    const first = await call(cookie, 'POST', '/admin/invoices/import', { text: file });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      matched: [{ line: 3, kid: invoice.kid, amountOre: 100_000, invoiceId: invoice.id, invoiceNumber: invoice.number, reference: '0312264711000001' }],
      unmatched: [
        { line: 5, kid: other.invoice.kid, amountOre: 99_000, reason: 'amount_differs', detail: `${other.invoice.number}: 100000` },
        { line: 6, kid: '0000000018', amountOre: 5_000, reason: 'unknown_kid', detail: null },
      ],
    });
    const paid = await em.findOneOrFail(InvoiceEntity, invoice.id, { refresh: true });
    expect(paid).toMatchObject({ status: 'paid', paidBy: 'bank_file', paymentReference: '0312264711000001' });

    const second = await call(cookie, 'POST', '/admin/invoices/import', { text: file });
    expect(second.json().matched).toEqual([]);
    expect(second.json().unmatched[0]).toMatchObject({ line: 3, reason: 'already_paid' });
    expect(await em.count(LedgerEntryEntity, { booking: invoice.booking.id, kind: 'charge' })).toBe(1);
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);

    const broken = await call(cookie, 'POST', '/admin/invoices/import', { text: 'NY09133000000xx\r\nhello' });
    expect(broken.json().unmatched.map((line: { reason: string }) => line.reason)).toEqual(['malformed', 'malformed']);
  });
});

describe('invoice reminders', () => {
  it('reminds an open invoice after its due date, at most every 14 days and twice, in the customer language', async () => {
    const { customerUser, invoice } = await invoicedBooking({ language: 'en_us' });
    const sweep = async (at: number) => {
      clock.set(new Date(at));
      const reminded = await runReminderJob({ data: { type: 'sweep' } });
      const fresh = await em.findOneOrFail(InvoiceEntity, invoice.id, { refresh: true });
      return { reminded, count: fresh.remindersSent };
    };
    const due = invoice.dueAt.getTime();
    expect(await sweep(due - 60_000)).toMatchObject({ count: 0 });
    expect(await sweep(due + 8 * 3_600_000)).toEqual({ reminded: expect.any(Number), count: 1 });
    const mail = await latestOutboxMessage(app, customerUser.email, (entry) => entry.subject === `Reminder: invoice ${invoice.number} is overdue`);
    expect(mail.text).toContain(invoice.kid);
    expect(await sweep(due + 2 * day)).toMatchObject({ count: 1 });
    expect(await sweep(due + 15 * day)).toMatchObject({ count: 2 });
    expect(await sweep(due + 40 * day)).toMatchObject({ count: 2 });
  });

  it('does not remind a paid invoice', async () => {
    const { invoice } = await invoicedBooking();
    const { cookie } = await adminCookie();
    await call(cookie, 'POST', `/admin/invoices/${invoice.id}/mark-paid`);
    clock.set(new Date(invoice.dueAt.getTime() + day));
    await sendDueInvoiceReminders(em.fork(), app.queues.outboundMessages, clock.now(), app.config);
    expect((await em.findOneOrFail(InvoiceEntity, invoice.id, { refresh: true })).remindersSent).toBe(0);
  });
});

describe('refunds of invoiced bookings', () => {
  it('reduces an open invoice (once per key), credits it at 0, and moves no money', async () => {
    const { invoice } = await invoicedBooking();
    const refund = (refundOre: number, key: string) => refundInvoicedBooking(em.fork(), { bookingId: invoice.booking.id, refundOre, idempotencyKey: key, now: clock.now() });
    expect(await refund(40_000, 'goodwill-1')).toEqual({ refundedOre: 0, reference: null });
    expect(await refund(40_000, 'goodwill-1')).toEqual({ refundedOre: 0, reference: null });
    let fresh = await em.findOneOrFail(InvoiceEntity, invoice.id, { refresh: true });
    expect(fresh).toMatchObject({ status: 'open', amountOre: 60_000, vatOre: 12_000 });
    expect(fresh.lines).toEqual([expect.objectContaining({ amountOre: 60_000, vatOre: 12_000 })]);
    await refund(60_000, 'cancel');
    fresh = await em.findOneOrFail(InvoiceEntity, invoice.id, { refresh: true });
    expect(fresh).toMatchObject({ status: 'credited', amountOre: 0, vatOre: 0, lines: [] });
  });

  it('credits the open invoice when the customer cancels for free, and the ledger still reconciles', async () => {
    const { customer, booking, invoice, provider } = await invoicedBooking();
    const cancelled = await call(customer, 'POST', `/booking/${booking.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect(await em.findOneOrFail(InvoiceEntity, invoice.id, { refresh: true })).toMatchObject({ status: 'credited', amountOre: 0 });
    expect(await em.count(LedgerEntryEntity, { booking: booking.id })).toBe(0);
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
    expect((await call(customer, 'GET', '/invoices')).json()[0]).toMatchObject({ status: 'credited', amountOre: 0 });
  });

  it('pays a goodwill refund on a paid invoice back by bank transfer, and the ledger reconciles', async () => {
    const { booking, invoice, provider } = await invoicedBooking();
    const { cookie } = await adminCookie();
    await call(cookie, 'POST', `/admin/invoices/${invoice.id}/mark-paid`);
    const refunded = await call(cookie, 'POST', `/admin/bookings/${booking.id}/refund`, { amountOre: 30_000, reason: 'Kunden ventet en time på leverandøren.', requestId: crypto.randomUUID() });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refunds = await em.find(LedgerEntryEntity, { booking: booking.id, kind: 'refund' });
    expect(refunds.map((entry) => [entry.amountOre, entry.reference])).toEqual([[30_000, 'bank_transfer']]);
    expect(await em.findOneOrFail(InvoiceEntity, invoice.id, { refresh: true })).toMatchObject({ status: 'paid', amountOre: 100_000 });
    expect((await reconcileLedger(em.fork(), { providerIds: [provider.id] })).problems).toEqual([]);
  });

  it('pays a paid invoice back by bank transfer', async () => {
    const { invoice } = await invoicedBooking();
    const { cookie } = await adminCookie();
    await call(cookie, 'POST', `/admin/invoices/${invoice.id}/mark-paid`);
    expect(await refundInvoicedBooking(em.fork(), { bookingId: invoice.booking.id, refundOre: 30_000, idempotencyKey: 'refund-1', now: clock.now() })).toEqual({
      refundedOre: 30_000,
      reference: 'bank_transfer',
    });
  });
});

import { expect, test } from '@playwright/test';
import { ocrRecord } from '#shared/payments/ocr-giro.ts';
import { expectAccessible } from './support/a11y.ts';
import { aPerson, resetSendLimits, signUpViaApi } from './support/accounts.ts';
import { aBookableService, chooseOpenDay } from './support/bookings.ts';
import { makeAdmin } from './support/providers.ts';
import { wholePage } from './support/app.ts';

const shots = '/tmp/shots';

type InvoiceRow = { id: string; number: number; kid: string; amountOre: number; status: string; orderNumber: string };

test.describe('paying by invoice', () => {
  test.beforeEach(resetSendLimits);

  test('a business customer books and pays by invoice, downloads the PDF, and support marks it paid', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const title = `Kontorvask faktura ${Date.now()}`;
    const providerContext = await browser.newContext();
    const { slug } = await aBookableService(await providerContext.newPage(), browser, { title, instantBooking: true, basePriceOre: 125_000 });
    await providerContext.close();

    // The customer adds the company's organisation number in the account's business section.
    await signUpViaApi(page, aPerson('Berit', 'Bedrift'));
    await page.goto('/account');
    await page.getByRole('button', { name: 'Legg til organisasjonsnummer' }).click();
    const addBusiness = page.getByRole('dialog', { name: 'Legg til bedrift' });
    await addBusiness.getByRole('textbox', { name: 'Organisasjonsnummer' }).fill('923609016');
    await addBusiness.getByRole('button', { name: 'Legg til' }).click();
    await expect(page.getByText('EQUINOR ASA er lagt til', { exact: false }).first()).toBeVisible();

    // Books an instant-booking service and chooses invoice.
    await page.goto(`/service/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('complementary').getByRole('button', { name: 'Bestill', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('grid')).toBeVisible();
    await chooseOpenDay(dialog, 'Neste måned');
    await dialog.getByRole('radiogroup', { name: /Ledige tidspunkter/ }).getByRole('radio').first().click();
    await dialog.getByRole('textbox', { name: 'Gateadresse' }).fill('Storgata 1');
    await dialog.getByRole('textbox', { name: 'Postnummer' }).fill('0155');
    await dialog.getByRole('radio', { name: /^Faktura/ }).click();
    await dialog.getByRole('checkbox', { name: /Jeg godtar vilkårene/ }).click();
    await dialog.getByRole('button', { name: /^Bekreft/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bestillingen er bekreftet' })).toBeVisible();

    // The invoice is the customer's, open, for the whole price, and downloads as a PDF.
    const listed = await page.request.get('/api/invoices');
    expect(listed.ok(), await listed.text()).toBe(true);
    const [invoice] = (await listed.json()) as InvoiceRow[];
    expect(invoice).toMatchObject({ amountOre: 125_000, status: 'open' });
    if (!invoice) throw new Error('no invoice');
    const pdf = await page.request.get(`/api/invoices/${invoice.id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="faktura-${invoice.number}.pdf"`);
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.toString('latin1')).toContain(`Faktura ${invoice.number}`);

    // Support finds it in the admin console's invoices tab and marks it paid.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    const admin = aPerson('Ada', 'Admin');
    await signUpViaApi(adminPage, admin);
    makeAdmin(admin.email);
    await adminPage.goto('/admin/fakturaer?status=open');
    await expect(adminPage.getByRole('heading', { level: 2, name: 'Fakturaer' })).toBeVisible();
    await expect(adminPage.getByRole('link', { name: `Last ned faktura ${invoice.number} som PDF` })).toBeVisible();
    await expectAccessible(adminPage, 'admin invoices tab (nb)');
    await adminPage.screenshot({ path: `${shots}/invoices-admin-tab-nb-desktop.png`, ...wholePage });

    await adminPage.getByRole('button', { name: `Merk som betalt – faktura ${invoice.number}` }).click();
    const confirm = adminPage.getByRole('dialog', { name: `Merke faktura ${invoice.number} som betalt?` });
    await expect(confirm).toBeVisible();
    await expectAccessible(adminPage, 'mark invoice paid dialog (nb)');
    await adminPage.screenshot({ path: `${shots}/invoices-mark-paid-nb-desktop.png` });
    await confirm.getByRole('button', { name: 'Ja, merk som betalt' }).click();
    await expect(adminPage.getByText(`Faktura ${invoice.number} er merket som betalt.`).first()).toBeVisible();

    await adminPage.getByRole('button', { name: 'Betalt', exact: true }).click();
    const row = adminPage.getByRole('row').filter({ has: adminPage.getByRole('link', { name: `Last ned faktura ${invoice.number} som PDF` }) });
    await expect(row.getByText('Betalt', { exact: true })).toBeVisible();
    await adminPage.screenshot({ path: `${shots}/invoices-paid-nb-desktop.png`, ...wholePage });

    // The bank's file with the same payment registers nothing twice, and says why.
    const file = [
      ocrRecord.startTransmission('8080', '1'),
      ocrRecord.startAssignment('1234', '1', '12345678903'),
      ocrRecord.item1({ transactionNumber: 1, date: '011226', archive: '1', amountOre: invoice.amountOre, kid: invoice.kid }),
      ocrRecord.endAssignment(1, 3, invoice.amountOre, '011226'),
      ocrRecord.endTransmission(1, 5, invoice.amountOre, '011226'),
    ].join('\r\n');
    await adminPage.getByRole('textbox', { name: 'Innholdet i OCR-filen' }).fill(file);
    await adminPage.getByRole('button', { name: 'Importer', exact: true }).click();
    await expect(adminPage.getByText('Registrert som betalt: 0. Ikke registrert: 1.')).toBeVisible();
    await expect(adminPage.getByText(/fakturaen er allerede betalt/)).toBeVisible();
    await expectAccessible(adminPage, 'OCR import result (nb)');
    await adminPage.getByRole('heading', { level: 3, name: 'Importer OCR-fil' }).scrollIntoViewIfNeeded();
    await adminPage.screenshot({ path: `${shots}/invoices-import-result-nb-desktop.png`, ...wholePage });
    await adminContext.close();

    const after = (await (await page.request.get('/api/invoices')).json()) as InvoiceRow[];
    expect(after[0]?.status).toBe('paid');
  });
});

import { describe, expect, it } from 'vitest';
import { unique, uniqueEmail } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { latestOutboxMessage, startTestWorkers } from '#server/test/test-workers.ts';
import { PromoCodeEntity } from '#server/modules/payments/promo-code.entity.ts';
import { findCleaningPromo } from './cleaning-estimate.service.ts';

const app = await buildTestApp();
startTestWorkers(app);

const estimate = (payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url: '/api/cleaning/estimate', payload: payload as object, headers });
const sizeSentence = 'Cannot give an estimated price on the given size.';

describe('POST /api/cleaning/estimate', () => {
  it('prices a one-time cleaning of 55 m² with the oven: 3 hours, 1 800 kr, without signing in', async () => {
    const response = await estimate({ type: 'one_time', sizeM2: 55, oven: true, pets: true, parking: true, preferredDate: '2027-01-15', postalCode: '0368' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      type: 'one_time',
      sizeM2: 55,
      frequency: null,
      baseHours: 2,
      extraHours: 0,
      addOnHours: 1,
      hours: 3,
      hourlyPriceOre: 60_000,
      priceOre: 180_000,
      vatOre: 36_000,
      visitsPerMonth: null,
      monthlyPriceOre: null,
      firstVisitPriceOre: null,
      promo: null,
      fridge: false,
      oven: true,
      pets: true,
      parking: true,
      preferredDate: '2027-01-15',
      postalCode: '0368',
      place: 'Oslo',
    });
  });

  it('gives a recurring cleaning its month price and the cleaning promo on the first visit', async () => {
    const em = app.orm.em.fork();
    em.create(PromoCodeEntity, { code: unique('VASK').toUpperCase().slice(0, 40), tag: 'cleaning', description: 'Rabatt på første vask', percentage: 20 });
    await em.flush();
    const response = await estimate({ type: 'recurring', frequency: 'every_two_weeks', sizeM2: 120, extraHours: 1.5, fridge: true });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ baseHours: 4, extraHours: 1.5, addOnHours: 1, hours: 6.5, priceOre: 390_000, vatOre: 78_000, visitsPerMonth: 26 / 12, monthlyPriceOre: 845_000 });
    // This one, or a newer enabled code tagged for cleaning from a test running beside.
    const promo = await findCleaningPromo(app.orm.em.fork());
    expect(promo).not.toBeNull();
    expect(body.promo).toEqual(promo);
    expect(body.firstVisitPriceOre).toBe(Math.round((390_000 * (100 - promo!.percentage)) / 10_000) * 100);
  });

  it('takes a postal code around Oslo', async () => {
    const response = await estimate({ type: 'move_out', sizeM2: 80, postalCode: '1337' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ hours: 3, priceOre: 180_000, place: 'Sandvika' });
  });

  it.each([0, 501, 59.5, -1, 100_000])('refuses %d m² with the spec sentence', async (sizeM2) => {
    const response = await estimate({ type: 'one_time', sizeM2 }, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: sizeSentence,
      status: 400,
      data: { key: 'error.estimate.size_unsupported', issues: [{ path: 'sizeM2', key: 'error.estimate.size_unsupported', message: sizeSentence }] },
    });
  });

  it('refuses a size that is no number at the field', async () => {
    const response = await estimate({ type: 'one_time', sizeM2: '55' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([{ path: 'sizeM2', key: 'error.estimate.size_unsupported', message: sizeSentence }]);
  });

  it('needs a frequency for recurring cleaning and refuses one otherwise', async () => {
    const missing = await estimate({ type: 'recurring', sizeM2: 55 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.issues).toEqual([{ path: 'frequency', key: 'error.estimate.frequency_required', message: 'Choose how often you want the cleaning.' }]);
    const refused = await estimate({ type: 'one_time', sizeM2: 55, frequency: 'weekly' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.issues[0]).toMatchObject({ path: 'frequency', key: 'error.estimate.frequency_not_allowed' });
    const unknown = await estimate({ type: 'recurring', sizeM2: 55, frequency: 'daily' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses extra time that is not whole half hours from 0 to 8', async () => {
    for (const extraHours of [-1, 0.25, 9]) {
      const response = await estimate({ type: 'one_time', sizeM2: 55, extraHours });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.issues[0]).toMatchObject({ path: 'extraHours', key: 'error.estimate.extra_hours_invalid' });
    }
  });

  it('refuses a postal code where cleaning does not deliver, with the area sentences', async () => {
    const bergen = await estimate({ type: 'one_time', sizeM2: 55, postalCode: '5003' });
    expect(bergen.statusCode).toBe(400);
    expect(bergen.json()).toMatchObject({ message: 'This category does not deliver in the chosen area.', data: { key: 'error.service.area_not_allowed', issues: [{ path: 'postalCode' }] } });
    const tromso = await estimate({ type: 'one_time', sizeM2: 55, postalCode: '9008' });
    expect(tromso.statusCode).toBe(400);
    expect(tromso.json()).toMatchObject({ message: 'Delivery outside Oslo, Trondheim and Bergen unsupported', data: { key: 'error.location.unsupported' } });
    const nowhere = await estimate({ type: 'one_time', sizeM2: 55, postalCode: '0000' });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().data.key).toBe('error.location.not_found');
    const malformed = await estimate({ type: 'one_time', sizeM2: 55, postalCode: '03' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.issues[0]).toMatchObject({ path: 'postalCode', key: 'error.postal_code.invalid' });
  });
});

describe('POST /api/cleaning/estimate/email', () => {
  const input = { type: 'recurring', frequency: 'weekly', sizeM2: 55, oven: true, postalCode: '0368' } as const;

  it('e-mails the estimate in Norwegian with a link that reopens it', async () => {
    const email = uniqueEmail('estimat');
    const response = await app.inject({ method: 'POST', url: '/api/cleaning/estimate/email', payload: { email: ` ${email.toUpperCase()} `, estimate: input } });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ sent: true });
    const mail = await latestOutboxMessage(app, email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Prisestimatet ditt for rengjøring' });
    expect(mail.text).toContain('Type: Fast rengjøring, hver uke');
    expect(mail.text).toContain('Pris per besøk: 1\u00a0800\u00a0kr (herav mva. 360\u00a0kr)');
    expect(mail.text).toContain('Per måned, hver uke: 7\u00a0800\u00a0kr');
    const link = new URL(/https?:\/\/\S+\/rengjoring\/estimat\/steg\/3\?\S+/.exec(mail.text)![0]);
    expect(link.origin).toBe(app.config.origin);
    expect(Object.fromEntries(link.searchParams)).toEqual({ type: 'fast', hyppighet: 'ukentlig', postnummer: '0368', storrelse: '55', ovn: '1' });
  });

  it('writes in English when asked', async () => {
    const email = uniqueEmail('estimate');
    const response = await app.inject({
      method: 'POST',
      url: '/api/cleaning/estimate/email',
      payload: { email, estimate: { type: 'one_time', sizeM2: 300 }, language: 'en' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const mail = await latestOutboxMessage(app, email);
    expect(mail.subject).toBe('Your cleaning price estimate');
    expect(mail.text).toContain('Price per visit: 4,500\u00a0kr (including VAT 900\u00a0kr)');
  });

  it('refuses a bad estimate or address, and sends nothing', async () => {
    const email = uniqueEmail('estimat');
    const size = await app.inject({ method: 'POST', url: '/api/cleaning/estimate/email', payload: { email, estimate: { type: 'one_time', sizeM2: 501 } } });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe(sizeSentence);
    const address = await app.inject({ method: 'POST', url: '/api/cleaning/estimate/email', payload: { email: 'ikke-en-adresse', estimate: input } });
    expect(address.statusCode).toBe(400);
    expect(address.json().data.issues[0]).toMatchObject({ path: 'email', key: 'error.email.invalid' });
    const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json().data).toEqual([]);
  });

  it('sends at most three to one address in ten minutes', async () => {
    const email = uniqueEmail('estimat');
    const send = () => app.inject({ method: 'POST', url: '/api/cleaning/estimate/email', payload: { email, estimate: input } });
    for (let count = 0; count < 3; count++) expect((await send()).statusCode).toBe(202);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data.key).toBe('error.http.rate_limited_seconds');
  });
});

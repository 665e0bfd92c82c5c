import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { AddonInputValues, OfferingInput } from '#shared/providers/offering.schema.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createAddon, createProvider, createService, createServicePicture } from '#server/test/discovery-factories.ts';
import { createCategory, sessionCookieFor } from '#server/test/factories.ts';
import { multipartBody, type MultipartPart } from '#server/test/multipart.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { ServiceAddonEntity } from './service-addon.entity.ts';
import { ServicePictureEntity } from './service-picture.entity.ts';
import { ServiceEntity } from './service.entity.ts';
import { SubcategoryItemEntity } from './subcategory-item.entity.ts';

const app = await buildTestApp();
const em = () => app.orm.em.fork();

async function signedInProvider(status: 'pending' | 'approved' = 'pending') {
  const provider = await createProvider(em(), { status, locations: [] });
  const item = await em().findOneOrFail(SubcategoryItemEntity, { subcategory: { category: provider.category.id } });
  return { provider, item, sid: await sessionCookieFor(app, provider.owner.id) };
}

const addon = (overrides: Partial<AddonInputValues> = {}): AddonInputValues => ({
  title: 'Ekstra time',
  description: 'Mer tid til hagen.',
  unitType: 'custom',
  unitPriceOre: 45_000,
  unitTimeMinutes: 60,
  maxUnits: 3,
  unitsInBasePrice: 0,
  ...overrides,
});

const offering = (overrides: Partial<OfferingInput> = {}): OfferingInput => ({
  title: 'Plenklipp i hagen',
  description: 'Vi klipper plenen og tar med oss gresset.',
  tags: ['plen', 'hage'],
  priceType: 'fixed',
  basePriceOre: 99_000,
  baseDurationMinutes: 90,
  included: ['Klipping', 'Kantklipp'],
  customerChecklist: ['Fjern leker fra plenen'],
  areas: ['oslo'],
  addons: [addon()],
  ...overrides,
});

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, sid: string, payload?: object) =>
  app.inject({ method, url, cookies: { sid }, ...(payload ? { payload } : {}) });

const png = (width: number, height: number, red = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 160, b: 90 } } })
    .png()
    .toBuffer();

async function uploadPicture(serviceId: string, sid: string, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: 'POST', url: `/api/service/${serviceId}/picture`, cookies: { sid }, payload, headers });
}

describe('creating a service', () => {
  it('creates it with its add-on in the own category, public only once approved and enabled', async () => {
    const { provider, item, sid } = await signedInProvider('pending');
    const { payload, headers } = multipartBody([
      { name: 'offering', value: JSON.stringify(offering({ subCategoryItemIds: [item.id], areas: ['oslo', 'bergen'] })) },
    ]);
    const created = await app.inject({ method: 'POST', url: '/api/service', cookies: { sid }, payload, headers });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({
      title: 'Plenklipp i hagen',
      categoryId: provider.category.id,
      subCategoryItemIds: [item.id],
      basePriceOre: 99_000,
      enabled: true,
      addons: [{ title: 'Ekstra time', unitPriceOre: 45_000, maxUnits: 3, sortIndex: 0 }],
      pictures: [],
    });
    expect(service.slug).toMatch(/^plenklipp-i-hagen-[a-z0-9]+$/);
    expect((await em().findOneOrFail(ProviderEntity, provider.id)).locations).toEqual(['bergen', 'oslo']);

    const publicUrl = `/api/service/public/${service.id}`;
    expect((await app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
    await em().nativeUpdate(ProviderEntity, { id: provider.id }, { status: 'approved', approvedAt: new Date() });
    const shown = await app.inject({ method: 'GET', url: publicUrl });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().addons).toEqual([expect.objectContaining({ id: service.addons[0].id, title: 'Ekstra time', unitPriceOre: 45_000 })]);

    const disabled = await inject('PATCH', `/api/service/${service.id}/enabled`, sid, { enabled: false });
    expect(disabled.json().enabled).toBe(false);
    expect((await app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
    expect((await em().findOneOrFail(ProviderEntity, provider.id)).locations).toEqual([]);
  });

  it('lists every own service oldest first, disabled ones too', async () => {
    const { provider, sid } = await signedInProvider();
    const older = await createService(em(), provider, { title: 'Eldst', enabled: false });
    await em().nativeUpdate(ServiceEntity, { id: older.id }, { createdAt: new Date('2024-01-01') });
    const first = await inject('POST', '/api/service', sid, { offering: offering({ title: 'Nyere' }) });
    const second = await inject('POST', '/api/service', sid, { offering: offering({ title: 'Nyest' }) });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    await createService(em(), await createProvider(em()), { title: 'Fremmed' });
    const list = await inject('GET', '/api/provider/me/service', sid);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((service: { title: string }) => service.title)).toEqual(['Eldst', 'Nyere', 'Nyest']);
  });

  it('refuses add-ons without a title, under 1 kr, or with more units in the base price than the maximum', async () => {
    const { sid } = await signedInProvider();
    const response = await inject('POST', '/api/service', sid, {
      offering: offering({ addons: [addon({ title: ' ' }), addon({ unitPriceOre: 50 }), addon({ unitsInBasePrice: 4, maxUnits: 3 })] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([
      { path: 'addons.0.title', key: 'common.field.required', message: 'Field is required' },
      { path: 'addons.1.unitPriceOre', key: 'error.price.too_low', message: 'The price must be at least 1 kr' },
      {
        path: 'addons.2.unitsInBasePrice',
        key: 'error.service.units_in_base_price',
        message: 'Units included in the base price cannot be more than the maximum number of units.',
      },
    ]);
  });

  it('refuses a base price of 0 kr, below 0 or above the maximum, and stores no service', async () => {
    const { provider, sid } = await signedInProvider();
    const cases = [
      { basePriceOre: 0, key: 'error.price.too_low' },
      { basePriceOre: -50_000, key: 'error.price.too_low' },
      { basePriceOre: 100_000_001, key: 'error.price.too_high' },
    ];
    for (const { basePriceOre, key } of cases) {
      const response = await inject('POST', '/api/service', sid, { offering: offering({ basePriceOre }) });
      expect(response.statusCode, String(basePriceOre)).toBe(400);
      expect(response.json().data.issues).toEqual([expect.objectContaining({ path: 'basePriceOre', key })]);
    }
    const { basePriceOre: _left, ...withoutPrice } = offering();
    const missing = await inject('POST', '/api/service', sid, { offering: withoutPrice });
    expect(missing.json().data.issues).toEqual([{ path: 'basePriceOre', key: 'error.price.required', message: 'Enter a price' }]);
    expect(await em().count(ServiceEntity, { provider: provider.id })).toBe(0);
  });

  it('refuses subcategory items of another category and areas the category does not deliver in', async () => {
    const { sid } = await signedInProvider();
    const otherCategory = await createCategory(em());
    const foreignItem = await em().findOneOrFail(SubcategoryItemEntity, { subcategory: { category: otherCategory.id } });
    const item = await inject('POST', '/api/service', sid, { offering: offering({ subCategoryItemIds: [foreignItem.id] }) });
    expect(item.statusCode).toBe(400);
    expect(item.json().data.issues).toEqual([expect.objectContaining({ path: 'subCategoryItemIds.0', key: 'error.service.subcategory_item_unknown' })]);
    const area = await inject('POST', '/api/service', sid, { offering: offering({ areas: ['oslo', 'oslo-omegn'] }) });
    expect(area.statusCode).toBe(400);
    expect(area.json().data.issues).toEqual([expect.objectContaining({ path: 'areas.1', key: 'error.service.area_not_allowed' })]);
  });
});

describe('changing a service', () => {
  it('keeps add-ons sent with their id, adds new ones and removes the rest', async () => {
    const { sid } = await signedInProvider();
    const created = (await inject('POST', '/api/service', sid, { offering: offering({ addons: [addon({ title: 'Beholdes' }), addon({ title: 'Fjernes' })] }) })).json();
    const [kept] = created.addons;
    const updated = await inject('PUT', `/api/service/${created.id}`, sid, {
      offering: offering({ title: 'Plenklipp og hekk', addons: [addon({ title: 'Ny' }), addon({ id: kept.id, title: 'Beholdt', unitPriceOre: 60_000 })] }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().title).toBe('Plenklipp og hekk');
    expect(updated.json().slug).toBe(created.slug);
    expect(updated.json().addons.map((row: { id: string; title: string; sortIndex: number; unitPriceOre: number }) => [row.title, row.sortIndex, row.unitPriceOre])).toEqual([
      ['Ny', 0, 45_000],
      ['Beholdt', 1, 60_000],
    ]);
    expect(updated.json().addons[1].id).toBe(kept.id);
    expect(await em().count(ServiceAddonEntity, { service: created.id })).toBe(2);
  });

  it("refuses an add-on id of another service and leaves that add-on alone", async () => {
    const { provider, sid } = await signedInProvider();
    const service = await createService(em(), provider);
    const foreign = await createAddon(em(), await createService(em(), await createProvider(em())), { title: 'Fremmed' });
    const response = await inject('PUT', `/api/service/${service.id}`, sid, { offering: offering({ addons: [addon({ id: foreign.id })] }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].path).toBe('addons.0.id');
    expect((await em().findOneOrFail(ServiceAddonEntity, foreign.id)).title).toBe('Fremmed');
  });

  it("answers 403 for another provider's service and 404 for an unknown one, changing nothing", async () => {
    const { sid } = await signedInProvider();
    const other = await createService(em(), await createProvider(em()), { title: 'Ikke din' });
    const url = `/api/service/${other.id}`;
    expect((await inject('GET', url, sid)).statusCode).toBe(403);
    expect((await inject('PUT', url, sid, { offering: offering() })).statusCode).toBe(403);
    expect((await inject('PATCH', `${url}/enabled`, sid, { enabled: false })).statusCode).toBe(403);
    expect((await inject('DELETE', url, sid)).statusCode).toBe(403);
    expect((await inject('GET', `/api/service/${crypto.randomUUID()}`, sid)).statusCode).toBe(404);
    expect(await em().findOneOrFail(ServiceEntity, other.id)).toMatchObject({ title: 'Ikke din', enabled: true });
  });

  it('refuses to switch on a service left without areas, and switches one with areas on and off', async () => {
    const { provider, sid } = await signedInProvider();
    const stranded = await createService(em(), provider, { areas: [], enabled: false });
    const refused = await inject('PATCH', `/api/service/${stranded.id}/enabled`, sid, { enabled: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.issues).toEqual([{ path: 'areas', key: 'error.service.areas_required', message: 'Choose at least one area.' }]);
    expect((await em().findOneOrFail(ServiceEntity, stranded.id)).enabled).toBe(false);
    expect((await inject('PATCH', `/api/service/${stranded.id}/enabled`, sid, { enabled: false })).statusCode).toBe(200);

    const served = await createService(em(), provider, { areas: ['bergen'], enabled: false });
    const on = await inject('PATCH', `/api/service/${served.id}/enabled`, sid, { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().enabled).toBe(true);
    expect((await em().findOneOrFail(ProviderEntity, provider.id)).locations).toEqual(['bergen']);
  });

  it('deletes a service with its pictures and their files, and updates the provider’s areas', async () => {
    const { provider, sid } = await signedInProvider();
    const kept = (await inject('POST', '/api/service', sid, { offering: offering({ areas: ['trondheim'] }) })).json();
    const doomed = (await inject('POST', '/api/service', sid, { offering: offering({ areas: ['bergen'] }) })).json();
    const picture = (await uploadPicture(doomed.id, sid, [{ name: 'original', filename: 'a.png', contentType: 'image/png', bytes: await png(800, 600) }])).json();
    expect((await app.inject({ method: 'GET', url: picture.wide })).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/service/${doomed.id}`, sid)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: picture.wide })).statusCode).toBe(404);
    expect(await em().count(ServiceEntity, { id: doomed.id })).toBe(0);
    expect((await em().findOneOrFail(ProviderEntity, provider.id)).locations).toEqual(['trondheim']);
    expect((await inject('GET', `/api/service/${kept.id}`, sid)).statusCode).toBe(200);
  });
});

describe('service pictures', () => {
  it('adds pictures at the end, moves them up and down, saves the alt text and deletes one', async () => {
    const { provider, sid } = await signedInProvider();
    const service = await createService(em(), provider);
    const first = await uploadPicture(service.id, sid, [
      { name: 'original', filename: 'hage.png', contentType: 'image/png', bytes: await png(1000, 800) },
      { name: 'crops', value: JSON.stringify({ square: { x: 0, y: 0, width: 800, height: 800 } }) },
      { name: 'title', value: 'Nyklippet plen' },
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ title: 'Nyklippet plen', sortIndex: 0 });
    const squareServed = await app.inject({ method: 'GET', url: first.json().square });
    expect((await sharp(squareServed.rawPayload).metadata()).width).toBe(1200);
    const second = await uploadPicture(service.id, sid, [
      { name: 'square', filename: 'k.png', contentType: 'image/png', bytes: await png(500, 500, 200) },
      { name: 'wide', filename: 'b.png', contentType: 'image/png', bytes: await png(1600, 900, 100) },
    ]);
    expect(second.statusCode, second.body).toBe(201);
    const third = await uploadPicture(service.id, sid, [{ name: 'original', filename: 'c.png', contentType: 'image/png', bytes: await png(400, 300) }]);
    const ids = [first.json().id, second.json().id, third.json().id];
    expect(third.json().sortIndex).toBe(2);

    const order = (photoId: string, direction: 'Up' | 'Down') => inject('PATCH', `/api/service/${service.id}/picture/${photoId}/order`, sid, { direction });
    const up = await order(ids[2]!, 'Up');
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().map((picture: { id: string }) => picture.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect((await order(ids[0]!, 'Down')).json().map((picture: { id: string }) => picture.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await order(ids[2]!, 'Up')).json().map((picture: { id: string }) => picture.id)).toEqual([ids[2], ids[0], ids[1]]);
    const own = (await inject('GET', `/api/service/${service.id}`, sid)).json();
    expect(own.pictures.map((picture: { id: string; sortIndex: number }) => [picture.id, picture.sortIndex])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);

    const alt = await inject('PUT', `/api/service/picture/${ids[1]}`, sid, { altText: ' Hekk klippet i rette linjer ' });
    expect(alt.statusCode).toBe(200);
    expect(alt.json().title).toBe('Hekk klippet i rette linjer');

    expect((await inject('DELETE', `/api/service/${service.id}/picture/${ids[0]}`, sid)).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: first.json().square })).statusCode).toBe(404);
    const after = (await inject('GET', `/api/service/${service.id}`, sid)).json();
    expect(after.pictures.map((picture: { id: string; title: string | null }) => [picture.id, picture.title])).toEqual([
      [ids[2], null],
      [ids[1], 'Hekk klippet i rette linjer'],
    ]);
  });

  it('refuses a 13th picture and a picture without a file', async () => {
    const { provider, sid } = await signedInProvider();
    const service = await createService(em(), provider);
    expect((await uploadPicture(service.id, sid, [{ name: 'title', value: 'Uten fil' }])).json().data.key).toBe('error.upload.file_required');
    for (let index = 0; index < 12; index++) await createServicePicture(em(), service, { sortIndex: index });
    const response = await uploadPicture(service.id, sid, [{ name: 'original', filename: 'a.png', contentType: 'image/png', bytes: await png(300, 300) }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ key: 'error.upload.too_many_pictures', max: 12 });
  });

  it('lets only one of three uploads arriving together at a gallery of 11 in, at a sortIndex of its own', async () => {
    const { provider, sid } = await signedInProvider();
    const service = await createService(em(), provider);
    for (let index = 0; index < 11; index++) await createServicePicture(em(), service, { sortIndex: index });
    const bytes = await png(600, 400);
    const deleted = vi.spyOn(app.media, 'delete');
    const responses = await Promise.all(
      [1, 2, 3].map(() => uploadPicture(service.id, sid, [{ name: 'original', filename: 'a.png', contentType: 'image/png', bytes }])),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400, 400]);
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(refused.json().data).toMatchObject({ key: 'error.upload.too_many_pictures', max: 12 });
    }
    const pictures = await em().find(ServicePictureEntity, { service: service.id });
    expect(pictures).toHaveLength(12);
    expect(new Set(pictures.map((picture) => picture.sortIndex)).size).toBe(12);
    const added = responses.find((response) => response.statusCode === 201)!.json();
    expect(added.sortIndex).toBe(11);
    expect((await app.inject({ method: 'GET', url: added.square })).statusCode).toBe(200);
    // The refused uploads leave no files behind.
    expect(deleted).toHaveBeenCalledTimes(4);
    deleted.mockRestore();
  });

  it("refuses to touch pictures of another provider's service", async () => {
    const { sid } = await signedInProvider();
    const other = await createService(em(), await createProvider(em()));
    const picture = await createServicePicture(em(), other, { title: 'Original' });
    expect((await inject('PUT', `/api/service/picture/${picture.id}`, sid, { altText: 'Kapret' })).statusCode).toBe(403);
    expect((await inject('PATCH', `/api/service/${other.id}/picture/${picture.id}/order`, sid, { direction: 'Up' })).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/service/${other.id}/picture/${picture.id}`, sid)).statusCode).toBe(403);
    expect((await uploadPicture(other.id, sid, [{ name: 'original', filename: 'a.png', contentType: 'image/png', bytes: await png(300, 300) }])).statusCode).toBe(403);
    const public_ = await app.inject({ method: 'GET', url: `/api/service/public/${other.id}` });
    expect(public_.json().pictures[0].title).toBe('Original');
  });
});

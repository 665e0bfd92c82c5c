import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serviceLocationSchema } from '#shared/explore/explore-query.schema.ts';
import { locationLookupSchema } from '#shared/locations/location-lookup.schema.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { ProviderEntity } from '#server/modules/providers/provider.entity.ts';
import { createCategory, createTestUser, unique } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();
const category = await createCategory(em);

async function createListedService(
  options: { areas: string[]; enabled?: boolean; providerStatus?: 'pending' | 'approved' | 'rejected' },
): Promise<ServiceEntity> {
  const owner = await createTestUser(em);
  const provider = em.create(ProviderEntity, {
    owner,
    status: options.providerStatus ?? 'approved',
    orgType: 'company',
    slug: unique('renhold'),
    displayName: 'Glans Renhold',
    category,
  });
  const service = em.create(ServiceEntity, {
    provider,
    category,
    slug: unique('vask'),
    title: 'Hjemmevask',
    basePriceOre: 120_000,
    baseDurationMinutes: 120,
    areas: options.areas,
    enabled: options.enabled ?? true,
  });
  await em.flush();
  return service;
}

const frognerAndBergen = await createListedService({ areas: ['oslo-frogner', 'bergen'] });
const wholeOslo = await createListedService({ areas: ['oslo'] });
const surroundings = await createListedService({ areas: ['oslo', 'oslo-omegn'] });

async function check(serviceId: string, locationName: string) {
  return app.inject({ method: 'GET', url: `/api/location/service/${serviceId}?${new URLSearchParams({ locationName })}` });
}

async function delivers(serviceId: string, locationName: string) {
  const response = await check(serviceId, locationName);
  expect(response.statusCode, response.body).toBe(200);
  return serviceLocationSchema.parse(response.json());
}

describe('GET /api/location/service/{id}', () => {
  it('delivers to a postal code in a listed district and names the place', async () => {
    expect(await delivers(frognerAndBergen.id, '0255')).toEqual({ delivers: true, areaId: 'oslo-frogner', postalCode: '0255', place: 'Oslo' });
  });

  it('does not deliver to another district of Oslo than the ones listed', async () => {
    expect(await delivers(frognerAndBergen.id, 'Storgata 1, 0182 Oslo')).toEqual({
      delivers: false,
      areaId: 'oslo-gamle-oslo',
      postalCode: '0182',
      place: 'Oslo',
    });
  });

  it('delivers everywhere in Oslo when the service lists the city', async () => {
    for (const place of ['0182', 'Grünerløkka', 'oslo-frogner', '1279', 'Oslo', 'Storgata 1, Oslo']) {
      expect((await delivers(wholeOslo.id, place)).delivers, place).toBe(true);
    }
  });

  it('but not to the city as a whole when only some districts are listed', async () => {
    expect(await delivers(frognerAndBergen.id, 'Oslo')).toMatchObject({ delivers: false, areaId: 'oslo', postalCode: null });
  });

  it('delivers to Bergen by name, postal place and address', async () => {
    for (const place of ['Bergen', 'Fyllingsdalen', 'Bryggen 1, 5003 Bergen']) {
      expect(await delivers(frognerAndBergen.id, place), place).toMatchObject({ delivers: true, areaId: 'bergen' });
    }
    expect(await delivers(wholeOslo.id, 'Bergen')).toMatchObject({ delivers: false, areaId: 'bergen' });
  });

  it('reaches the surroundings of Oslo only for services that list them', async () => {
    expect(await delivers(surroundings.id, '1337')).toEqual({ delivers: true, areaId: 'oslo-omegn', postalCode: '1337', place: 'Sandvika' });
    expect(await delivers(wholeOslo.id, 'Sandvika')).toEqual({ delivers: false, areaId: 'oslo-omegn', postalCode: null, place: 'Sandvika' });
  });

  it('answers 400 "Delivery outside Oslo, Trondheim and Bergen unsupported" for a real place elsewhere', async () => {
    for (const place of ['9008 Tromsø', '4010', 'Stavanger']) {
      const response = await check(wholeOslo.id, place);
      expect(response.statusCode, place).toBe(400);
      expect(response.json()).toEqual({
        message: 'Delivery outside Oslo, Trondheim and Bergen unsupported',
        status: 400,
        data: { key: 'error.location.unsupported', field: 'locationName' },
      });
    }
  });

  it('answers 400 not found for a place or postal code that does not exist', async () => {
    for (const place of ['9999', 'Atlantis', 'Storgata 1']) {
      const response = await check(wholeOslo.id, place);
      expect(response.statusCode, place).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, data: { key: 'error.location.not_found', field: 'locationName' } });
    }
  });

  it('answers 404 for an unknown, disabled or unapproved service', async () => {
    const disabled = await createListedService({ areas: ['oslo'], enabled: false });
    const pending = await createListedService({ areas: ['oslo'], providerStatus: 'pending' });
    const rejected = await createListedService({ areas: ['oslo'], providerStatus: 'rejected' });
    for (const id of [randomUUID(), disabled.id, pending.id, rejected.id]) {
      const response = await check(id, '0182');
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, data: { key: 'error.http.resource_not_found' } });
    }
  });

  it('checks the service before the place, so an unknown service is 404 even with a bad place', async () => {
    expect((await check(randomUUID(), 'Atlantis')).statusCode).toBe(404);
  });

  it('refuses a malformed id and a missing, empty or too long place with 400', async () => {
    const cases = [
      `/api/location/service/not-a-uuid?locationName=Oslo`,
      `/api/location/service/${wholeOslo.id}`,
      `/api/location/service/${wholeOslo.id}?locationName=`,
      `/api/location/service/${wholeOslo.id}?locationName=%20%20`,
      `/api/location/service/${wholeOslo.id}?locationName=${'a'.repeat(201)}`,
    ];
    for (const url of cases) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().data.key, url).toBe('error.validation.failed');
    }
  });
});

describe('GET /api/location/lookup', () => {
  async function lookup(q: string) {
    return app.inject({ method: 'GET', url: `/api/location/lookup?${new URLSearchParams({ q })}` });
  }

  it('tells the district, city and municipality of a postal code', async () => {
    const response = await lookup('0182');
    expect(response.statusCode).toBe(200);
    expect(locationLookupSchema.parse(response.json())).toEqual({
      areaId: 'oslo-gamle-oslo',
      areaName: { nb: 'Gamle Oslo', en: 'Gamle Oslo' },
      city: 'oslo',
      postalCode: '0182',
      place: 'Oslo',
      municipality: { number: '0301', name: 'Oslo' },
    });
  });

  it('resolves addresses, names and surroundings', async () => {
    expect((await lookup('Kongens gate 2 7011 Trondheim')).json()).toMatchObject({
      areaId: 'trondheim',
      areaName: { nb: 'Trondheim', en: 'Trondheim' },
      city: 'trondheim',
      postalCode: '7011',
    });
    expect((await lookup('grunerlokka')).json()).toMatchObject({ areaId: 'oslo-grunerlokka', areaName: { nb: 'Grünerløkka' }, postalCode: null });
    expect((await lookup('City centre')).json()).toMatchObject({ areaId: 'oslo-sentrum', areaName: { en: 'City centre' } });
    expect((await lookup('Sandvika')).json()).toEqual({
      areaId: 'oslo-omegn',
      areaName: { nb: 'Oslo-omegn', en: 'Around Oslo' },
      city: 'oslo',
      postalCode: null,
      place: 'Sandvika',
      municipality: { number: '3201', name: 'Bærum' },
    });
  });

  it('answers 400 with the unsupported or not-found key', async () => {
    const tromso = await lookup('9008');
    expect(tromso.statusCode).toBe(400);
    expect(tromso.json()).toMatchObject({ data: { key: 'error.location.unsupported', field: 'q' } });
    const nowhere = await lookup('Atlantis');
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toMatchObject({ data: { key: 'error.location.not_found', field: 'q' } });
  });

  it('refuses a missing, blank or too long query with 400', async () => {
    for (const url of ['/api/location/lookup', '/api/location/lookup?q=', '/api/location/lookup?q=%20', `/api/location/lookup?q=${'a'.repeat(201)}`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().data.key, url).toBe('error.validation.failed');
    }
  });
});

describe('OpenAPI', () => {
  it('documents both routes under the location tag', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/location/service/{id}'].get.tags).toEqual(['location']);
    expect(document.paths['/api/location/lookup'].get.tags).toEqual(['location']);
  });
});

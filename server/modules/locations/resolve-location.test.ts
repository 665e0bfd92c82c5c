import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { placeKey, requireLocation, resolveLocation } from './resolve-location.ts';

type Expected = { areaId: string; postalCode?: string | null; place?: string | null; municipality?: string | null };

/** What a customer types → the area it resolves to. */
const resolves: Array<[input: string, expected: Expected]> = [
  // Area ids and names, nb and en, any case, with or without æøå and punctuation
  ['oslo-frogner', { areaId: 'oslo-frogner', place: 'Frogner', postalCode: null, municipality: '0301' }],
  ['OSLO-SAGENE', { areaId: 'oslo-sagene' }],
  ['Grünerløkka', { areaId: 'oslo-grunerlokka', place: 'Grünerløkka' }],
  ['grunerlokka', { areaId: 'oslo-grunerlokka' }],
  ['GRÜNERLØKKA', { areaId: 'oslo-grunerlokka' }],
  ['Søndre Nordstrand', { areaId: 'oslo-sondre-nordstrand' }],
  ['sondre nordstrand', { areaId: 'oslo-sondre-nordstrand' }],
  ['Østensjø', { areaId: 'oslo-ostensjo' }],
  ['St. Hanshaugen', { areaId: 'oslo-st-hanshaugen' }],
  ['st hanshaugen', { areaId: 'oslo-st-hanshaugen' }],
  ['City centre', { areaId: 'oslo-sentrum' }],
  ['Sentrum', { areaId: 'oslo-sentrum' }],
  ['Oslo', { areaId: 'oslo', place: 'Oslo', municipality: '0301' }],
  ['Bergen', { areaId: 'bergen', municipality: '4601' }],
  ['trondheim', { areaId: 'trondheim', municipality: '5001' }],
  ['Oslo-omegn', { areaId: 'oslo-omegn', municipality: null }],
  ['Around Oslo', { areaId: 'oslo-omegn' }],
  ['  Oslo  ', { areaId: 'oslo' }],
  ['\tbergen\n', { areaId: 'bergen' }],
  // Bare postal codes in each city, Oslo by district
  ['0182', { areaId: 'oslo-gamle-oslo', postalCode: '0182', place: 'Oslo', municipality: '0301' }],
  ['0150', { areaId: 'oslo-sentrum', postalCode: '0150' }],
  ['0255', { areaId: 'oslo-frogner' }],
  ['0467', { areaId: 'oslo-sagene' }],
  ['0487', { areaId: 'oslo-nordre-aker' }],
  ['0557', { areaId: 'oslo-grunerlokka' }],
  ['0591', { areaId: 'oslo-bjerke' }],
  ['0661', { areaId: 'oslo-gamle-oslo' }],
  ['0687', { areaId: 'oslo-ostensjo' }],
  ['0763', { areaId: 'oslo-vestre-aker' }],
  ['0976', { areaId: 'oslo-stovner' }],
  ['1064', { areaId: 'oslo-alna' }],
  ['1166', { areaId: 'oslo-nordstrand' }],
  ['1279', { areaId: 'oslo-sondre-nordstrand' }],
  // A post box code has no street, so no district
  ['0101', { areaId: 'oslo', postalCode: '0101' }],
  ['5003', { areaId: 'bergen', postalCode: '5003', place: 'Bergen', municipality: '4601' }],
  ['5141', { areaId: 'bergen', place: 'Fyllingsdalen' }],
  ['7010', { areaId: 'trondheim', postalCode: '7010', place: 'Trondheim', municipality: '5001' }],
  ['7072', { areaId: 'trondheim', place: 'Heimdal' }],
  // The surroundings of Oslo, where only cleaning goes
  ['1337', { areaId: 'oslo-omegn', postalCode: '1337', place: 'Sandvika', municipality: '3201' }],
  ['1410', { areaId: 'oslo-omegn', place: 'Kolbotn', municipality: '3207' }],
  ['2000', { areaId: 'oslo-omegn', place: 'Lillestrøm', municipality: '3205' }],
  ['1470', { areaId: 'oslo-omegn', place: 'Lørenskog', municipality: '3222' }],
  // Addresses: the postal code decides
  ['Storgata 1, 0182 Oslo', { areaId: 'oslo-gamle-oslo', postalCode: '0182' }],
  ['Kongens gate 2 7011 Trondheim', { areaId: 'trondheim', postalCode: '7011' }],
  ['Bryggen 1, 5003 Bergen, Norge', { areaId: 'bergen', postalCode: '5003' }],
  ['Gate 1234, 0255 Oslo', { areaId: 'oslo-frogner', postalCode: '0255' }],
  ['0255Oslo', { areaId: 'oslo-frogner', postalCode: '0255' }],
  // Addresses without a postal code: the place decides
  ['Storgata 1, Oslo', { areaId: 'oslo', postalCode: null }],
  ['Kongens gate 2 Trondheim', { areaId: 'trondheim' }],
  ['Løvstakkveien 3, Fyllingsdalen', { areaId: 'bergen', place: 'Fyllingsdalen' }],
  // Municipality and postal place names
  ['Bærum', { areaId: 'oslo-omegn', place: 'Bærum', municipality: '3201' }],
  ['baerum', { areaId: 'oslo-omegn' }],
  ['Barum', { areaId: 'oslo-omegn' }],
  ['Sandvika', { areaId: 'oslo-omegn', place: 'Sandvika', municipality: '3201' }],
  ['Asker', { areaId: 'oslo-omegn', municipality: '3203' }],
  ['Nordre Follo', { areaId: 'oslo-omegn', municipality: '3207' }],
  ['Fyllingsdalen', { areaId: 'bergen', place: 'Fyllingsdalen', municipality: '4601' }],
  ['Nesttun', { areaId: 'bergen' }],
  ['Ranheim', { areaId: 'trondheim' }],
];

const refused: Array<[input: string, reason: 'unsupported' | 'not_found']> = [
  // Real places outside the delivery areas
  ['Tromsø', 'unsupported'],
  ['tromsoe', 'unsupported'],
  ['9008', 'unsupported'],
  ['9008 Tromsø', 'unsupported'],
  ['4010 Stavanger', 'unsupported'],
  ['Stavanger', 'unsupported'],
  ['Kristiansand', 'unsupported'],
  ['Storgata 1, Tromsø', 'unsupported'],
  // Beyond the chosen surroundings of Oslo
  ['Enebakk', 'unsupported'],
  ['1440', 'unsupported'],
  ['Drammen', 'unsupported'],
  // Nothing we know
  ['9999', 'not_found'],
  ['0000', 'not_found'],
  ['123', 'not_found'],
  ['asdf', 'not_found'],
  ['Storgata 1', 'not_found'],
  ['', 'not_found'],
  ['   ', 'not_found'],
  ['!!!', 'not_found'],
  ['x'.repeat(5000), 'not_found'],
];

describe('resolveLocation', () => {
  it.each(resolves)('%j resolves to %j', (input, expected) => {
    const result = resolveLocation(input);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    const { municipality, ...rest } = expected;
    expect(result.location).toMatchObject(rest);
    if (municipality !== undefined) expect(result.location.municipality?.number ?? null).toBe(municipality);
  });

  it.each(refused)('%j is %s', (input, reason) => {
    expect(resolveLocation(input)).toEqual({ ok: false, reason });
  });

  it('lists the district and its city as covering areas, and only the area itself otherwise', () => {
    expect(resolveLocation('0182')).toMatchObject({ location: { coveringAreaIds: ['oslo-gamle-oslo', 'oslo'] } });
    expect(resolveLocation('1337')).toMatchObject({ location: { coveringAreaIds: ['oslo-omegn'] } });
    expect(resolveLocation('5003')).toMatchObject({ location: { coveringAreaIds: ['bergen'] } });
  });
});

describe('placeKey', () => {
  it('folds case, æøå, accents and punctuation', () => {
    expect(placeKey('  Grünerløkka ')).toBe('grunerlokka');
    expect(placeKey('St. Hanshaugen')).toBe('st hanshaugen');
    expect(placeKey('Bærums Verk')).toBe('baerums verk');
    expect(placeKey('Bærums Verk', true)).toBe('barums verk');
    expect(placeKey('Tromsø', true)).toBe('tromsoe');
    expect(placeKey('Åsane', true)).toBe('aasane');
  });
});

describe('requireLocation', () => {
  it('returns the location', () => {
    expect(requireLocation('0182', 'location').areaId).toBe('oslo-gamle-oslo');
  });

  it('throws 400 with the not-found or unsupported key and the field', () => {
    for (const [input, key] of [
      ['asdf', 'error.location.not_found'],
      ['9008 Tromsø', 'error.location.unsupported'],
    ] as const) {
      const error = (() => {
        try {
          requireLocation(input, 'locationName');
        } catch (thrown) {
          return thrown;
        }
        return null;
      })();
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 400, key, data: { field: 'locationName' } });
    }
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findArea, osloSurroundingMunicipalities } from '#shared/locations/areas.ts';
import { currentMunicipality, placeCase, readRegister, toTsvLines } from './data/build-postal-codes.ts';
import { municipalityNames, postalCodeMunicipality, renumbered } from './data/municipalities.ts';
import { osloAreaForPostalCode, osloDistrictRanges } from './oslo-districts.ts';
import { allPostalCodes, findPostalCode } from './postal-codes.ts';

const codes = [...allPostalCodes()];

describe('the postal code register', () => {
  it('holds every Norwegian postal code, about five thousand', () => {
    expect(codes.length).toBeGreaterThan(4900);
    expect(codes.length).toBeLessThan(5400);
    for (const code of codes) expect(code.postalCode).toMatch(/^\d{4}$/);
  });

  it.each([
    ['0001', 'Oslo', '0301', 'Oslo', 'P'],
    ['0150', 'Oslo', '0301', 'Oslo', 'G'],
    ['5003', 'Bergen', '4601', 'Bergen', 'G'],
    ['5141', 'Fyllingsdalen', '4601', 'Bergen', 'G'],
    ['7010', 'Trondheim', '5001', 'Trondheim', 'G'],
    ['1337', 'Sandvika', '3201', 'Bærum', 'G'],
    ['1383', 'Asker', '3203', 'Asker', 'G'],
    ['2000', 'Lillestrøm', '3205', 'Lillestrøm', 'G'],
    ['1400', 'Ski', '3207', 'Nordre Follo', 'G'],
    ['1450', 'Nesoddtangen', '3212', 'Nesodden', 'G'],
    ['9008', 'Tromsø', '5501', 'Tromsø', 'G'],
    ['4010', 'Stavanger', '1103', 'Stavanger', 'G'],
    ['1607', 'Fredrikstad', '3107', 'Fredrikstad', 'G'],
    ['3015', 'Drammen', '3301', 'Drammen', 'G'],
    ['6270', 'Brattvåg', '1580', 'Haram', 'G'],
    ['9700', 'Lakselv', '5622', 'Porsanger', 'G'],
  ])('%s is %s in %s %s (category %s)', (postalCode, place, municipalityNumber, municipality, category) => {
    expect(findPostalCode(postalCode)).toEqual({ postalCode, place, municipalityNumber, municipality, category });
  });

  it('knows no code that does not exist', () => {
    expect(findPostalCode('9999')).toBeUndefined();
    expect(findPostalCode('0000')).toBeUndefined();
  });

  it('carries only municipality numbers in force since 2024, every one of them', () => {
    const used = new Set(codes.map((code) => code.municipalityNumber));
    for (const number of used) expect(municipalityNames[number], number).toBeDefined();
    for (const number of Object.keys(municipalityNames)) expect(used.has(number), number).toBe(true);
    // 357 municipalities, and Svalbard and Jan Mayen, which the register numbers the same way
    expect(used.size).toBe(359);
  });

  it('maps every old number and split code to a current municipality', () => {
    for (const number of [...Object.values(renumbered), ...Object.values(postalCodeMunicipality)]) {
      expect(municipalityNames[number], number).toBeDefined();
    }
  });

  it('leaves a current register untouched: no number in force is also an old number that gets mapped', () => {
    for (const number of Object.keys(municipalityNames)) expect(renumbered[number], number).toBeUndefined();
  });

  it('has every surroundings municipality of Oslo', () => {
    const used = new Set(codes.map((code) => code.municipalityNumber));
    for (const { number, name } of osloSurroundingMunicipalities) {
      expect(used.has(number), name).toBe(true);
      expect(municipalityNames[number]).toBe(name);
    }
  });
});

describe('Oslo districts by postal code', () => {
  it('has ordered ranges that do not overlap and name real districts', () => {
    let previous = '';
    for (const [from, to, district] of osloDistrictRanges) {
      expect(from <= to, `${from}-${to}`).toBe(true);
      expect(from > previous, `${from} after ${previous}`).toBe(true);
      expect(findArea(`oslo-${district}`)?.kind).toBe('district');
      previous = to;
    }
  });

  it('places every Oslo street address code in a district and no code outside Oslo', () => {
    const withStreets = codes.filter((code) => code.municipalityNumber === '0301' && ['G', 'B'].includes(code.category));
    const withoutDistrict = withStreets.filter((code) => osloAreaForPostalCode(code.postalCode) === 'oslo');
    // Codes of single buildings (Stortinget, the Royal Palace and the like), not of a neighbourhood
    expect(withoutDistrict.map((code) => code.postalCode)).toEqual(['0010', '0015', '0018', '0026', '0037', '0045', '0050', '0139', '0340']);
    for (const [from, to] of osloDistrictRanges) {
      for (const code of codes.filter((entry) => entry.postalCode >= from && entry.postalCode <= to)) {
        expect(code.municipalityNumber, code.postalCode).toBe('0301');
      }
    }
  });
});

describe('build-postal-codes', () => {
  it('writes places as people write them', () => {
    expect(placeCase('OSLO')).toBe('Oslo');
    expect(placeCase('BÆRUMS VERK')).toBe('Bærums Verk');
    expect(placeCase('MO I RANA')).toBe('Mo i Rana');
    expect(placeCase('KRISTIANSAND S')).toBe('Kristiansand S');
    expect(placeCase('NY-ÅLESUND')).toBe('Ny-Ålesund');
  });

  it("reads Bring's Latin-1 register and brings old municipality numbers up to date", () => {
    const folder = mkdtempSync(join(tmpdir(), 'postal-codes-'));
    const path = join(folder, 'Postnummerregister-ansi.txt');
    const lines = ['1337\tSANDVIKA\t0219\tBÆRUM\tG', '0150\tOSLO\t0301\tOSLO\tG', '7257\tSNILLFJORD\t5012\tSNILLFJORD\tG', '5003\tBERGEN\t4601\tBERGEN\tG'];
    writeFileSync(path, Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'));
    expect(toTsvLines(readRegister(path))).toEqual([
      '0150\tOslo\t0301\tOslo\tG',
      '1337\tSandvika\t3201\tBærum\tG',
      '5003\tBergen\t4601\tBergen\tG',
      '7257\tSnillfjord\t5059\tOrkland\tG',
    ]);
  });

  it('refuses a municipality number it does not know rather than guess', () => {
    expect(() => currentMunicipality({ code: '9999', place: 'X', municipality: '9876', category: 'G' })).toThrow(/unknown municipality 9876/);
    expect(() => currentMunicipality({ code: '9998', place: 'X', municipality: null, category: 'G' })).toThrow(/no municipality/);
  });
});

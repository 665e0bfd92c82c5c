import { describe, expect, it } from 'vitest';
import { coveringAreaIds, osloDistricts, overlappingAreaIds } from './areas.ts';

/** Whether a search for `filter` finds a service listing only `listed`. */
const found = (filter: string, listed: string) => overlappingAreaIds(filter).includes(listed);

describe('overlappingAreaIds (the search filter rule)', () => {
  it.each([
    ['city finds a service in one of its districts', 'oslo', 'oslo-grunerlokka', true],
    ['city finds a service in the city centre district', 'oslo', 'oslo-sentrum', true],
    ['city finds a service in the whole city', 'oslo', 'oslo', true],
    ['district finds a service in the whole city', 'oslo-grunerlokka', 'oslo', true],
    ['district finds a service in that district', 'oslo-grunerlokka', 'oslo-grunerlokka', true],
    ['district does not find another district of the same city', 'oslo-grunerlokka', 'oslo-frogner', false],
    ['city does not find another city', 'oslo', 'bergen', false],
    ['district does not find another city', 'oslo-frogner', 'trondheim', false],
    ['another city does not find an Oslo district', 'bergen', 'oslo-frogner', false],
    ['city does not find its surroundings', 'oslo', 'oslo-omegn', false],
    ['surroundings do not find the city', 'oslo-omegn', 'oslo', false],
    ['surroundings do not find a district', 'oslo-omegn', 'oslo-ullern', false],
    ['district does not find the surroundings', 'oslo-ullern', 'oslo-omegn', false],
    ['surroundings find themselves', 'oslo-omegn', 'oslo-omegn', true],
  ])('%s', (_, filter, listed, expected) => {
    expect(found(filter, listed)).toBe(expected);
  });

  it('gives Oslo every district', () => {
    expect(overlappingAreaIds('oslo')).toEqual(['oslo', ...osloDistricts.map((district) => district.id)]);
  });

  it('knows no unknown area', () => {
    expect(overlappingAreaIds('atlantis')).toEqual([]);
  });
});

describe('coveringAreaIds (the rule for one address)', () => {
  it.each([
    ['oslo-grunerlokka', ['oslo-grunerlokka', 'oslo']],
    ['oslo', ['oslo']],
    ['oslo-omegn', ['oslo-omegn']],
    ['bergen', ['bergen']],
  ])('%s is delivered to by %j', (areaId, expected) => {
    expect(coveringAreaIds(areaId)).toEqual(expected);
  });
});

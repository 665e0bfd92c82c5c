import { describe, expect, it } from 'vitest';
import { cleaningAddonRole, cleaningJob, type CleaningJobService } from './cleaning-job.ts';

const addon = (id: string, title: string, unitPriceOre: number, unitTimeMinutes: number, maxUnits: number, unitsInBasePrice = 0) => ({
  id,
  title,
  unitType: 'custom' as const,
  unitPriceOre,
  unitTimeMinutes,
  maxUnits,
  unitsInBasePrice,
});

const weekly: CleaningJobService = {
  basePriceOre: 119_000,
  priceType: 'fixed',
  baseDurationMinutes: 180,
  maxBaseParticipants: null,
  taxRatePercent: 25,
  addons: [
    addon('extra', 'Ekstra time', 59_000, 60, 4),
    addon('fridge', 'Vask av kjøleskap', 39_000, 45, 1),
    addon('oven', 'Rengjøring av stekeovn', 49_000, 60, 1),
    addon('ironing', 'Stryking av klær', 29_000, 30, 4),
  ],
};

describe('cleaningAddonRole', () => {
  it('knows the three add-ons by the words cleaners use, in both languages', () => {
    expect(cleaningAddonRole({ title: 'Ekstra time', unitType: 'custom' })).toBe('extra_hour');
    expect(cleaningAddonRole({ title: 'Extra hour', unitType: 'custom' })).toBe('extra_hour');
    expect(cleaningAddonRole({ title: 'Vask av kjøleskap', unitType: 'custom' })).toBe('fridge');
    expect(cleaningAddonRole({ title: 'Fridge inside', unitType: 'custom' })).toBe('fridge');
    expect(cleaningAddonRole({ title: 'Rengjøring av stekeovn', unitType: 'custom' })).toBe('oven');
    expect(cleaningAddonRole({ title: 'Oven cleaning', unitType: 'custom' })).toBe('oven');
  });

  it('leaves other add-ons and participant add-ons alone', () => {
    expect(cleaningAddonRole({ title: 'Stryking av klær', unitType: 'custom' })).toBeNull();
    expect(cleaningAddonRole({ title: 'Ekstra time', unitType: 'participant' })).toBeNull();
    expect(cleaningAddonRole({ title: undefined, unitType: 'custom' })).toBeNull();
  });
});

describe('cleaningJob', () => {
  it('is the base service when its time covers the estimate', () => {
    const job = cleaningJob(weekly, { hours: 3, fridge: false, oven: false });
    expect(job).toMatchObject({ addons: [], durationMinutes: 180, coversEstimate: true });
    expect(job.price.totalOre).toBe(119_000);
  });

  it('adds whole extra hours up to the estimate', () => {
    const job = cleaningJob(weekly, { hours: 4.5, fridge: false, oven: false });
    expect(job.addons).toEqual([{ id: 'extra', units: 2 }]);
    expect(job.durationMinutes).toBe(300);
    expect(job.price.totalOre).toBe(119_000 + 2 * 59_000);
    expect(job.coversEstimate).toBe(true);
  });

  it('takes the fridge and oven add-ons, counting their own time against the hours', () => {
    // 3 h base + fridge (estimate 1 h) + oven (1 h) = 5 h; the service's fridge takes 45 min and
    // the oven 60, so 15 minutes are left: one extra hour.
    const job = cleaningJob(weekly, { hours: 5, fridge: true, oven: true });
    expect(job.addons).toEqual([
      { id: 'fridge', units: 1 },
      { id: 'oven', units: 1 },
      { id: 'extra', units: 1 },
    ]);
    expect(job.durationMinutes).toBe(180 + 45 + 60 + 60);
    expect(job.price.totalOre).toBe(119_000 + 39_000 + 49_000 + 59_000);
  });

  it('covers a fridge the service has no add-on for with extra time', () => {
    const noFridge = { ...weekly, addons: weekly.addons.filter((item) => item.id !== 'fridge') };
    const job = cleaningJob(noFridge, { hours: 4, fridge: true, oven: false });
    expect(job.addons).toEqual([{ id: 'extra', units: 1 }]);
    expect(job.coversEstimate).toBe(true);
  });

  it('says when the service cannot sell enough time for the estimate', () => {
    const job = cleaningJob(weekly, { hours: 9.5, fridge: false, oven: false });
    expect(job.addons).toEqual([{ id: 'extra', units: 4 }]);
    expect(job.durationMinutes).toBe(420);
    expect(job.coversEstimate).toBe(false);
    const noExtra = cleaningJob({ ...weekly, addons: [] }, { hours: 4, fridge: false, oven: false });
    expect(noExtra).toMatchObject({ addons: [], coversEstimate: false });
  });

  it('counts the units an add-on includes in the base price', () => {
    const included = { ...weekly, addons: [addon('extra', 'Ekstra time', 59_000, 60, 4, 1)] };
    const job = cleaningJob(included, { hours: 4, fridge: false, oven: false });
    expect(job.addons).toEqual([{ id: 'extra', units: 2 }]);
    expect(job.price.totalOre).toBe(119_000 + 59_000);
    expect(job.durationMinutes).toBe(240);
  });
});

import { describe, expect, it } from 'vitest';
import { isValidBankAccount } from '#shared/validation/bank-account.ts';
import { isValidNationalId } from '#shared/validation/national-id.ts';
import { isValidOrgNumber } from '#shared/validation/org-number.ts';
import { DemoPictureSet } from '#server/db/demo-pictures.ts';
import { UserEntity } from '#server/modules/accounts/user.entity.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { LocalDiskMediaStorage } from '#server/modules/media/media-storage.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { ProviderLegalInfoEntity } from './provider-legal-info.entity.ts';
import { ProviderEntity } from './provider.entity.ts';
import { ProviderScheduleEntity } from './provider-schedule.entity.ts';
import { demoAdmin, demoSchedule, seedDemoProviders } from './provider.seed.ts';
import { workingDaysOf } from './schedule.service.ts';

const app = await buildTestApp();

describe('demo providers under review', () => {
  it('have legal info with valid check digits and a submission date, and the demo has an admin', () => {
    // Nothing is flushed: the entities are only inspected in the unit of work.
    const em = app.orm.em.fork();
    const categories = new Map(['cleaning', 'events', 'music'].map((name) => [name, em.getReference(CategoryEntity, crypto.randomUUID())]));
    const now = new Date('2025-06-01T10:00:00Z');
    const seeded = seedDemoProviders(em, { categories, pictures: new DemoPictureSet(new LocalDiskMediaStorage('/nonexistent')), now });
    const created = [...em.getUnitOfWork().getPersistStack()];

    const pending = seeded.filter(({ provider }) => provider.status === 'pending').map(({ provider }) => provider);
    expect(pending.length).toBeGreaterThanOrEqual(3);
    for (const provider of pending) {
      expect(provider.submittedAt!.getTime()).toBeLessThan(now.getTime());
      expect(provider.registrationStage).toBe(5);
      const legal = created.find((entity): entity is ProviderLegalInfoEntity => entity instanceof ProviderLegalInfoEntity && entity.provider === provider);
      expect(legal, provider.displayName).toBeDefined();
      expect(isValidBankAccount(legal!.bankAccountNumber!)).toBe(true);
      expect(legal!.invoicePostalPlace).toBeTruthy();
      expect(legal!.termsAcceptedAt).toBeInstanceOf(Date);
      if (provider.orgType === 'individual') expect(isValidNationalId(legal!.nationalId!)).toBe(true);
      else expect(isValidOrgNumber(legal!.orgNumber!)).toBe(true);
    }
    expect(created.filter((entity) => entity instanceof ProviderEntity && entity.status === 'approved').length).toBeGreaterThan(10);

    const admin = created.find((entity): entity is UserEntity => entity instanceof UserEntity && entity.email === demoAdmin.email);
    expect(admin).toMatchObject({ isAdmin: true, phone: '+4740000000' });
    em.clear();
  });
});

describe('demo providers’ schedules', () => {
  it('let each provider be booked on the days its profile says it works, at its trade’s hours', () => {
    const em = app.orm.em.fork();
    const categories = new Map(['cleaning', 'events', 'music'].map((name) => [name, em.getReference(CategoryEntity, crypto.randomUUID())]));
    const seeded = seedDemoProviders(em, { categories, pictures: new DemoPictureSet(new LocalDiskMediaStorage('/nonexistent')), now: new Date('2025-06-01T10:00:00Z') });
    const schedules = [...em.getUnitOfWork().getPersistStack()].filter((entity): entity is ProviderScheduleEntity => entity instanceof ProviderScheduleEntity);

    for (const { provider } of seeded) {
      const saved = schedules.find((schedule) => schedule.provider === provider);
      // Without a saved schedule a provider works the default one: Monday to Friday.
      const bookableDays = saved ? workingDaysOf(saved) : [1, 2, 3, 4, 5];
      expect(bookableDays, provider.displayName).toEqual(provider.workingDays);
    }
    const musicians = seeded.filter(({ seed }) => seed.category === 'music');
    expect(musicians.length).toBeGreaterThan(0);
    for (const { provider } of musicians) {
      const saved = schedules.find((schedule) => schedule.provider === provider)!;
      expect(saved.weekdays.every((weekday) => weekday.workingHours[0]!.to === '23:00'), provider.displayName).toBe(true);
    }
    em.clear();
  });

  it('saves none where the profile’s days and hours are the default schedule’s', () => {
    expect(demoSchedule('cleaning', [1, 2, 3, 4, 5])).toBeNull();
    expect(demoSchedule('cleaning', [1, 2, 3, 4, 5, 6])?.weekdays.map((weekday) => weekday.day)).toEqual([
      'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY',
    ]);
    expect(demoSchedule('music', [1, 2, 3, 4, 5])?.weekdays[0]!.workingHours).toEqual([{ from: '12:00', to: '23:00' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { createProvider } from '#server/test/discovery-factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { ProviderLegalInfoEntity } from '#server/modules/providers/provider-legal-info.entity.ts';
import { FieldCipher } from './field-cipher.ts';

const app = await buildTestApp();

describe('FieldCipher', () => {
  const cipher = new FieldCipher('a-secret-that-is-long-enough-for-the-test-1234');

  it('gives the plain text back, and a different stored text for the same number each time', () => {
    const first = cipher.encrypt('15076500565');
    const second = cipher.encrypt('15076500565');
    expect(first).toMatch(/^enc:v1:/);
    expect(first).not.toContain('15076500565');
    expect(second).not.toBe(first);
    expect(cipher.decrypt(first)).toBe('15076500565');
    expect(cipher.decrypt(second)).toBe('15076500565');
  });

  it('refuses a value changed in the database or encrypted with another key', () => {
    const stored = cipher.encrypt('12345678903');
    const bytes = Buffer.from(stored.slice('enc:v1:'.length), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => cipher.decrypt(`enc:v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => new FieldCipher('another-secret-that-is-long-enough-for-the-test').decrypt(stored)).toThrow();
  });

  it('reads a value stored before encryption as it is', () => {
    expect(cipher.decrypt('12345678903')).toBe('12345678903');
  });
});

describe('encrypted legal info columns', () => {
  it('store the national id and bank account encrypted, read them back plain, and leave unchanged rows alone', async () => {
    const em = app.orm.em.fork();
    const provider = await createProvider(em, { status: 'pending' });
    em.create(ProviderLegalInfoEntity, { provider, orgType: 'individual', nationalId: '15076500565', bankAccountNumber: '12345678903', firstName: 'Kari' });
    await em.flush();

    const raw = async () =>
      (await app.orm.em.fork().execute<Array<{ national_id: string; bank_account_number: string }>>(
        'select national_id, bank_account_number from provider_legal_info where provider_id = ?',
        [provider.id],
      ))[0]!;
    const stored = await raw();
    expect(stored.national_id).toMatch(/^enc:v1:/);
    expect(stored.bank_account_number).toMatch(/^enc:v1:/);
    expect(JSON.stringify(stored)).not.toMatch(/15076500565|12345678903/);

    const reader = app.orm.em.fork();
    const legal = await reader.findOneOrFail(ProviderLegalInfoEntity, { provider: provider.id });
    expect([legal.nationalId, legal.bankAccountNumber]).toEqual(['15076500565', '12345678903']);
    // Changing another column must not rewrite (and re-encrypt) the numbers.
    legal.firstName = 'Kari Anne';
    await reader.flush();
    expect(await raw()).toEqual(stored);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestUser } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { findUserByContact } from './find-user-by-contact.ts';

const app = await buildTestApp();
const em = app.orm.em.fork();

describe('findUserByContact', () => {
  it('finds a user by e-mail in any case and by mobile number with or without +47 and spaces', async () => {
    const user = await createTestUser(em);
    const local = user.phone.slice(3);

    for (const contact of [` ${user.email.toUpperCase()} `, user.phone, local, `${local.slice(0, 3)} ${local.slice(3, 5)} ${local.slice(5)}`]) {
      const found = await findUserByContact(em.fork(), contact);
      expect(found.user?.id, contact).toBe(user.id);
    }
    expect((await findUserByContact(em.fork(), user.email)).kind).toBe('e-mail');
    expect((await findUserByContact(em.fork(), local)).kind).toBe('phone number');
  });

  it('finds no one for an unknown contact and says how it was read', async () => {
    expect(await findUserByContact(em.fork(), 'ingen@eksempel.no')).toEqual({ user: null, kind: 'e-mail' });
    expect(await findUserByContact(em.fork(), '40000001x')).toEqual({ user: null, kind: 'phone number' });
  });
});

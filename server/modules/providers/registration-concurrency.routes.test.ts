import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCategory } from '#server/test/factories.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { ProviderLegalInfoEntity } from './provider-legal-info.entity.ts';
import { idPhotoBytes, individualLegal, postLegal, signedInPerson, startDraft } from './registration-test-kit.ts';

// A private store of its own, so the files counted are this test's alone.
const privateDir = mkdtempSync(path.join(tmpdir(), 'registration-race-'));
const app = await buildTestApp({ env: { PRIVATE_MEDIA_DIR: privateDir } });
afterAll(() => rmSync(privateDir, { recursive: true, force: true }));

function storedIdPhotos(): string[] {
  const root = path.join(privateDir, 'uploads', 'id-photos');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(privateDir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

describe('two legal submissions sent at once', () => {
  it('are applied one after the other: one is sent for review, the other refused, and only the kept ID photo remains', async () => {
    const em = app.orm.em.fork();
    const category = await createCategory(em);
    const person = await signedInPerson(app, em);
    const { id } = await startDraft(app, person.sid, category.id);

    const answers = await Promise.all([
      postLegal(app, person.sid, id, individualLegal(), await idPhotoBytes()),
      postLegal(app, person.sid, id, individualLegal({ lastName: 'Hansen' }), await idPhotoBytes()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    const legal = await app.orm.em.fork().findOneOrFail(ProviderLegalInfoEntity, { provider: id });
    expect(storedIdPhotos()).toEqual([legal.idPhotoKey]);
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProfileUpdateInput } from '#shared/providers/profile.schema.ts';
import { CategoryEntity } from '#server/modules/catalogue/category.entity.ts';
import { ServiceEntity } from '#server/modules/catalogue/service.entity.ts';
import { SubcategoryItemEntity } from '#server/modules/catalogue/subcategory-item.entity.ts';
import { createProvider, createProviderPicture, createService } from '#server/test/discovery-factories.ts';
import { createCategory, sessionCookieFor } from '#server/test/factories.ts';
import { multipartBody, type MultipartPart } from '#server/test/multipart.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { ProviderPictureEntity } from './provider-picture.entity.ts';
import { emptyProfileContent, ProviderEntity } from './provider.entity.ts';

const app = await buildTestApp();
const em = () => app.orm.em.fork();

async function signedInProvider(status: 'pending' | 'approved' | 'rejected' = 'pending') {
  const provider = await createProvider(em(), { status });
  return { provider, sid: await sessionCookieFor(app, provider.owner.id) };
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg({ quality: 60 })
    .toBuffer();
const file = (name: string, bytes: Buffer): MultipartPart => ({ name, filename: 'bilde.jpg', contentType: 'image/jpeg', bytes });

function profileOf(provider: ProviderEntity, overrides: Partial<ProfileUpdateInput> = {}): ProfileUpdateInput {
  return {
    displayName: 'Kari Vask',
    tagline: 'Rent hjem, glad hjem',
    description: 'Vi vasker grundig.',
    categoryId: provider.category.id,
    instantBooking: true,
    content: { ...emptyProfileContent, experience: '10 år' },
    ...overrides,
  };
}

function post(url: string, sid: string, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: 'POST', url, cookies: { sid }, payload, headers });
}

describe('POST /api/provider/:id/profile', () => {
  it('updates the texts and stores a new photo as a 1200 × 1200 square, removing the old one', async () => {
    const { provider, sid } = await signedInProvider();
    const category = await createCategory(em());
    const first = await post(`/api/provider/${provider.id}/profile`, sid, [
      { name: 'profile', value: JSON.stringify(profileOf(provider, { categoryId: category.id })) },
      file('photo', await jpeg(1600, 1200)),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const profile = first.json().profile;
    expect(profile).toMatchObject({ displayName: 'Kari Vask', tagline: 'Rent hjem, glad hjem', categoryId: category.id, instantBooking: true });
    expect(profile.content.experience).toBe('10 år');
    expect(profile.photo).toMatch(/^\/media\/uploads\/profile-photos\/.+\.webp$/);
    const served = await app.inject({ method: 'GET', url: profile.photo });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1200, 1200]);

    const second = await post(`/api/provider/${provider.id}/profile`, sid, [
      { name: 'profile', value: JSON.stringify(profileOf(provider)) },
      file('photo', await jpeg(1200, 1300)),
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json().profile.photo).not.toBe(profile.photo);
    expect((await app.inject({ method: 'GET', url: profile.photo })).statusCode).toBe(404);
  });

  it('refuses a photo smaller than 1200 × 1200 with the sentence, and keeps the profile as it was', async () => {
    const { provider, sid } = await signedInProvider();
    const response = await post(`/api/provider/${provider.id}/profile`, sid, [
      { name: 'profile', value: JSON.stringify(profileOf(provider, { displayName: 'Nytt navn' })) },
      file('photo', await jpeg(1199, 1600)),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The profile photo must be at least 1200 × 1200 pixels.',
      data: { key: 'error.upload.photo_too_small' },
    });
    expect((await em().findOneOrFail(ProviderEntity, provider.id)).displayName).toBe(provider.displayName);
  });

  it('answers field errors for an invalid profile and an unknown category', async () => {
    const { provider, sid } = await signedInProvider();
    const invalid = await post(`/api/provider/${provider.id}/profile`, sid, [
      { name: 'profile', value: JSON.stringify(profileOf(provider, { displayName: '  ' })) },
    ]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data.issues).toEqual([expect.objectContaining({ path: 'displayName', message: 'Field is required' })]);
    const unknown = await post(`/api/provider/${provider.id}/profile`, sid, [
      { name: 'profile', value: JSON.stringify(profileOf(provider, { categoryId: crypto.randomUUID() })) },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.issues[0].path).toBe('categoryId');
  });

  it('refuses links that are not http(s) with the field path, and keeps the profile as it was', async () => {
    const { provider, sid } = await signedInProvider();
    const content = (overrides: Partial<ProfileUpdateInput['content']>) => profileOf(provider, { content: { ...emptyProfileContent, ...overrides } });
    const script = await post(`/api/provider/${provider.id}/profile`, sid, [
      { name: 'profile', value: JSON.stringify(content({ socials: { ...emptyProfileContent.socials, instagram: 'javascript:alert(1)' } })) },
    ]);
    expect(script.statusCode).toBe(400);
    expect(script.json().data.issues).toEqual([expect.objectContaining({ path: 'content.socials.instagram' })]);
    const dataUrl = await post(`/api/provider/${provider.id}/profile`, sid, [
      { name: 'profile', value: JSON.stringify(content({ music: [{ title: 'Låt', url: 'data:text/html,<script>alert(1)</script>' }] })) },
    ]);
    expect(dataUrl.json().data.issues).toEqual([expect.objectContaining({ path: 'content.music.0.url' })]);
    const tooMany = Array.from({ length: 21 }, (_, index) => ({ title: `Video ${index}`, url: `https://www.youtube.com/watch?v=${index}` }));
    const long = await post(`/api/provider/${provider.id}/profile`, sid, [
      { name: 'profile', value: JSON.stringify(content({ videos: tooMany, experience: 'x'.repeat(5001) })) },
    ]);
    expect(long.statusCode).toBe(400);
    expect(long.json().data.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['content.experience', 'content.videos']);
    expect((await em().findOneOrFail(ProviderEntity, provider.id)).content.socials.instagram).toBe(provider.content.socials.instagram);

    const fine = await post(`/api/provider/${provider.id}/profile`, sid, [
      { name: 'profile', value: JSON.stringify(content({ socials: { ...emptyProfileContent.socials, instagram: 'https://www.instagram.com/karivask' } })) },
    ]);
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json().profile.content.socials.instagram).toBe('https://www.instagram.com/karivask');
  });

  it('stores the cover files coverSquare and coverWide at 1200 × 1200 and 1920 × 1080, removing the old cover', async () => {
    const { provider, sid } = await signedInProvider();
    const old = (await post('/api/provider/cover-photo', sid, [file('original', await jpeg(1600, 1000))])).json().profile;
    const response = await post(`/api/provider/${provider.id}/profile`, sid, [
      { name: 'profile', value: JSON.stringify(profileOf(provider)) },
      file('coverSquare', await jpeg(900, 800)),
      file('coverWide', await jpeg(2000, 1000)),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { coverOriginal, coverSquare, coverWide } = response.json().profile;
    expect(coverOriginal).toBeNull();
    for (const [url, size] of [
      [coverSquare, [1200, 1200]],
      [coverWide, [1920, 1080]],
    ] as const) {
      expect(url).toMatch(/^\/media\/uploads\/covers\/.+\.webp$/);
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', ...size]);
    }
    for (const url of [old.coverOriginal, old.coverSquare, old.coverWide]) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses only one of the two cover files with a field error on the missing one, changing nothing', async () => {
    const { provider, sid } = await signedInProvider();
    for (const [sent, missing] of [
      ['coverSquare', 'coverWide'],
      ['coverWide', 'coverSquare'],
    ] as const) {
      const response = await post(`/api/provider/${provider.id}/profile`, sid, [
        { name: 'profile', value: JSON.stringify(profileOf(provider, { displayName: 'Nytt navn' })) },
        file(sent, await jpeg(1600, 900)),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.issues).toEqual([{ path: missing, key: 'error.upload.file_required', message: 'Choose a picture.' }]);
    }
    const unchanged = await em().findOneOrFail(ProviderEntity, provider.id);
    expect([unchanged.displayName, unchanged.coverSquare, unchanged.coverWide]).toEqual([provider.displayName, provider.coverSquare, provider.coverWide]);
  });

  it("refuses another provider's profile with 403 and an unknown one with 404", async () => {
    const { sid } = await signedInProvider();
    const other = await createProvider(em());
    const parts: MultipartPart[] = [{ name: 'profile', value: JSON.stringify(profileOf(other)) }];
    expect((await post(`/api/provider/${other.id}/profile`, sid, parts)).statusCode).toBe(403);
    expect((await post(`/api/provider/${crypto.randomUUID()}/profile`, sid, parts)).statusCode).toBe(404);
    expect((await em().findOneOrFail(ProviderEntity, other.id)).displayName).toBe(other.displayName);
  });
});

describe('POST /api/provider/cover-photo', () => {
  it('stores the original and both chosen crops, served as immutable files, and removes the old cover', async () => {
    const { sid } = await signedInProvider('approved');
    const crops = { square: { x: 100, y: 0, width: 900, height: 900 }, wide: { x: 0, y: 100, width: 1600, height: 900 } };
    const response = await post('/api/provider/cover-photo', sid, [file('original', await jpeg(1600, 1000)), { name: 'crops', value: JSON.stringify(crops) }]);
    expect(response.statusCode, response.body).toBe(200);
    const { coverOriginal, coverSquare, coverWide } = response.json().profile;
    for (const [url, size] of [
      [coverSquare, [1200, 1200]],
      [coverWide, [1920, 1080]],
      [coverOriginal, [1600, 1000]],
    ] as const) {
      expect(url).toMatch(/^\/media\/uploads\/covers\//);
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.width, metadata.height]).toEqual(size);
    }
    const again = await post('/api/provider/cover-photo', sid, [file('original', await jpeg(800, 600))]);
    expect(again.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: coverWide })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: again.json().profile.coverWide })).statusCode).toBe(200);
  });

  it('refuses crops outside the picture or of the wrong shape, and a missing file', async () => {
    const { sid } = await signedInProvider();
    const picture = await jpeg(800, 600);
    for (const crops of [{ square: { x: 300, y: 0, width: 600, height: 600 } }, { wide: { x: 0, y: 0, width: 600, height: 600 } }, { square: 'midten' }]) {
      const response = await post('/api/provider/cover-photo', sid, [file('original', picture), { name: 'crops', value: JSON.stringify(crops) }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.key).toBe('error.upload.crop_invalid');
    }
    const missing = await post('/api/provider/cover-photo', sid, [{ name: 'crops', value: '{}' }]);
    expect(missing.json().data.key).toBe('error.upload.file_required');
  });

  it('refuses a file that is not a picture whatever its name and type', async () => {
    const { sid } = await signedInProvider();
    const response = await post('/api/provider/cover-photo', sid, [file('original', Buffer.from('ikke et bilde'))]);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.key).toBe('error.upload.not_image');
  });
});

describe('profile gallery pictures', () => {
  it('adds pictures at the end with their title and deletes one with its files', async () => {
    const { provider, sid } = await signedInProvider();
    await createProviderPicture(em(), provider, { sortIndex: 4 });
    const added = await post('/api/provider/add-picture', sid, [file('original', await jpeg(900, 700)), { name: 'title', value: 'Ferdig vasket stue' }]);
    expect(added.statusCode, added.body).toBe(200);
    const pictures = added.json().profile.pictures;
    expect(pictures).toHaveLength(2);
    expect(pictures[1]).toMatchObject({ title: 'Ferdig vasket stue', sortIndex: 5 });
    expect((await app.inject({ method: 'GET', url: pictures[1].square })).statusCode).toBe(200);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/provider/pictures/${pictures[1].id}`, cookies: { sid } });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: pictures[1].square })).statusCode).toBe(404);
    const withoutFile = await app.inject({ method: 'POST', url: '/api/provider/add-picture', cookies: { sid }, payload: {} });
    expect(withoutFile.json().data.key).toBe('error.upload.file_required');
  });

  it('refuses a 21st picture', async () => {
    const { provider, sid } = await signedInProvider();
    for (let index = 0; index < 20; index++) await createProviderPicture(em(), provider, { sortIndex: index });
    const response = await post('/api/provider/add-picture', sid, [file('picture', await jpeg(400, 400))]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'You can have at most 20 pictures.', data: { key: 'error.upload.too_many_pictures', max: 20 } });
  });

  it('lets only one of three pictures arriving together at a gallery of 19 in, at a sortIndex of its own', async () => {
    const { provider, sid } = await signedInProvider();
    for (let index = 0; index < 19; index++) await createProviderPicture(em(), provider, { sortIndex: index });
    const bytes = await jpeg(500, 400);
    const responses = await Promise.all([1, 2, 3].map(() => post('/api/provider/add-picture', sid, [file('picture', bytes)])));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
    for (const refused of responses.filter((response) => response.statusCode === 400)) {
      expect(refused.json().data).toMatchObject({ key: 'error.upload.too_many_pictures', max: 20 });
    }
    const pictures = await em().find(ProviderPictureEntity, { provider: provider.id });
    expect(pictures).toHaveLength(20);
    expect(new Set(pictures.map((picture) => picture.sortIndex)).size).toBe(20);
    expect(pictures.find((picture) => picture.sortIndex === 19)?.square).toMatch(/^\/media\/uploads\/provider-pictures\//);
  });

  it("refuses to delete another provider's picture", async () => {
    const { sid } = await signedInProvider();
    const other = await createProvider(em());
    const picture = await createProviderPicture(em(), other);
    expect((await app.inject({ method: 'DELETE', url: `/api/provider/pictures/${picture.id}`, cookies: { sid } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'DELETE', url: `/api/provider/pictures/${crypto.randomUUID()}`, cookies: { sid } })).statusCode).toBe(404);
  });
});

describe('changing category', () => {
  it('moves the services along, dropping the old subcategory items and the areas the new category does not serve', async () => {
    const setup = em();
    const cleaning = (await setup.findOne(CategoryEntity, { name: 'cleaning' })) ?? (await createCategory(setup, { name: 'cleaning' }));
    const events = await createCategory(setup);
    const provider = await createProvider(setup, { status: 'approved', category: cleaning, locations: ['oslo', 'oslo-omegn'] });
    const sid = await sessionCookieFor(app, provider.owner.id);
    const item = await setup.findOneOrFail(SubcategoryItemEntity, { subcategory: { category: cleaning.id } });
    const both = await createService(setup, provider, { category: cleaning, areas: ['oslo', 'oslo-omegn'], subCategoryItems: [item] });
    const aroundOslo = await createService(setup, provider, { category: cleaning, areas: ['oslo-omegn'] });

    const response = await post(`/api/provider/${provider.id}/profile`, sid, [{ name: 'profile', value: JSON.stringify(profileOf(provider, { categoryId: events.id })) }]);
    expect(response.statusCode, response.body).toBe(200);

    const check = em();
    const moved = await check.findOneOrFail(ServiceEntity, both.id, { populate: ['subCategoryItems'] });
    expect([moved.category.id, moved.areas, moved.enabled, moved.subCategoryItems.count()]).toEqual([events.id, ['oslo'], true, 0]);
    const stranded = await check.findOneOrFail(ServiceEntity, aroundOslo.id);
    expect([stranded.category.id, stranded.areas, stranded.enabled]).toEqual([events.id, [], false]);
    expect((await check.findOneOrFail(ProviderEntity, provider.id)).locations).toEqual(['oslo']);
  });
});

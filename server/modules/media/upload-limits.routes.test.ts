import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createProvider } from '#server/test/discovery-factories.ts';
import { sessionCookieFor } from '#server/test/factories.ts';
import { multipartBody } from '#server/test/multipart.ts';
import { buildTestApp } from '#server/test/test-app.ts';
import { ProviderPictureEntity } from '#server/modules/providers/provider-picture.entity.ts';

// A server with small limits, so the refusals can be shown with small files.
const app = await buildTestApp({ env: { UPLOAD_MAX_MEGABYTES: '1', UPLOAD_MAX_MEGAPIXELS: '2' } });

async function upload(bytes: Buffer, contentType = 'image/png') {
  const provider = await createProvider(app.orm.em.fork(), { status: 'approved' });
  const sid = await sessionCookieFor(app, provider.owner.id);
  const { payload, headers } = multipartBody([{ name: 'original', filename: 'bilde.png', contentType, bytes }]);
  const response = await app.inject({ method: 'POST', url: '/api/provider/add-picture', cookies: { sid }, payload, headers });
  const stored = await app.orm.em.fork().count(ProviderPictureEntity, { provider: provider.id });
  return { response, stored };
}

describe('upload limits at the door', () => {
  it('refuses a file over the size limit with 413 and the limit in the sentence, storing nothing', async () => {
    // Random pixels do not compress: 700 x 700 x 3 bytes is about 1.4 MB as PNG.
    const noise = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 90 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const { response, stored } = await upload(noise);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'The picture is too large. The limit is 1 MB.', data: { key: 'error.upload.file_too_large' } });
    expect(stored).toBe(0);
  });

  it('refuses a small file that opens into more pixels than allowed, storing nothing', async () => {
    const wide = await sharp({ create: { width: 2000, height: 1100, channels: 3, background: '#fff' } }).png().toBuffer();
    expect(wide.length).toBeLessThan(100 * 1024);
    const { response, stored } = await upload(wide);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'The picture has too many pixels. The limit is 2 megapixels.', data: { key: 'error.upload.too_many_pixels' } });
    expect(stored).toBe(0);
  });

  it('refuses a text file named and declared as a picture', async () => {
    const { response, stored } = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.key).toBe('error.upload.not_image');
    expect(stored).toBe(0);
  });

  it('answers a body that is not readable multipart with 400, never a 500', async () => {
    const provider = await createProvider(app.orm.em.fork(), { status: 'approved' });
    const sid = await sessionCookieFor(app, provider.owner.id);
    const cutOff = '--X\r\ncontent-disposition: form-data; name="original"; filename="a.png"\r\ncontent-type: image/png\r\n\r\nabc';
    for (const payload of ['hello world', cutOff]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/provider/add-picture',
        cookies: { sid },
        payload,
        headers: { 'content-type': 'multipart/form-data; boundary=X' },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().data.key).toBe('error.http.malformed_json');
    }
  });
});

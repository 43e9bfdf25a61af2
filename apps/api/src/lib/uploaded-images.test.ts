// The checks every uploaded photo passes (lib/uploaded-images.ts), as the shop's own uploads meet them: a photo
// over UPLOAD_MAX_MEGAPIXELS is refused from its header, with nothing stored (docs/decisions/018). Review photos
// meet the same checks in modules/reviews/review-uploads.test.ts.
import { describe, expect, it } from 'vitest';
import { uploadAsAdmin, useAdmin } from '../../test/admin-helpers.ts';
import { hugePng, photo, storedUploads, type Upload } from '../../test/review-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { MAX_PHOTO_SIDE, PHOTO_SIDE_TOO_LONG, tooManyPixelsMessage } from './uploaded-images.ts';

// A lower limit than the default, to show the setting is the one applied.
const t = useTestApp({ template: 'empty', env: { UPLOAD_MAX_MEGAPIXELS: '12' } });
const boss = useAdmin(t);

function upload(files: readonly Upload[]) {
  return uploadAsAdmin(t, boss, files);
}

describe('the pixel limit on the shop’s product photos', () => {
  it('refuses a photo over UPLOAD_MAX_MEGAPIXELS from its header and stores nothing', async () => {
    const good = await photo('png');
    const before = await storedUploads(t);
    const started = performance.now();
    const response = await upload([good, hugePng(7000, 7000)]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Photos can be at most 12 megapixels' });
    expect(tooManyPixelsMessage(t.config.images.maxUploadPixels)).toBe('Photos can be at most 12 megapixels');
    expect(await storedUploads(t)).toEqual(before);
  });

  it('refuses a photo longer than 65,535 px on a side, however few its pixels, and stores nothing', async () => {
    const before = await storedUploads(t);
    const response = await upload([hugePng(1, MAX_PHOTO_SIDE + 1)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Photos can be at most 65,535 pixels on a side' });
    expect(PHOTO_SIDE_TOO_LONG).toBe('Photos can be at most 65,535 pixels on a side');
    expect(await storedUploads(t)).toEqual(before);
  });

  it('takes a photo of exactly the limit (4000 × 3000)', async () => {
    const response = await upload([hugePng(4000, 3000)]);
    expect(response.statusCode, response.body).toBe(201);
  });
});

// The review photo picker's checks before upload (docs/product.md#reviews): type, size, room left, and a decode.
import { MAX_REVIEW_IMAGE_BYTES } from '@shop/shared/review.schemas';
import { describe, expect, it } from 'vitest';
import { type Decode, screenPhotos } from './review-photos.ts';

function file(name: string, type: string, size = 10): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** Decodes every file but those whose name says "broken". */
const decode: Decode = async (picked) => {
  if (picked.name.includes('broken')) throw new Error('not an image');
};

describe('screenPhotos', () => {
  it('keeps the four image types the server takes, in the order picked', async () => {
    const picked = ['a.jpg:image/jpeg', 'b.png:image/png', 'c.webp:image/webp', 'd.gif:image/gif'].map(
      (one) => {
        const [name = '', type = ''] = one.split(':');
        return file(name, type);
      },
    );
    expect(await screenPhotos(picked, 5, decode)).toEqual({ accepted: picked, refusals: [] });
  });

  it('refuses other types, files over 5 MB and files that do not decode, naming each', async () => {
    const { accepted, refusals } = await screenPhotos(
      [
        file('notes.txt', 'text/plain'),
        file('photo.heic', 'image/heic'),
        file('vector.svg', 'image/svg+xml'),
        file('huge.jpg', 'image/jpeg', MAX_REVIEW_IMAGE_BYTES + 1),
        file('broken.jpg', 'image/jpeg'),
        file('fine.jpg', 'image/jpeg', MAX_REVIEW_IMAGE_BYTES),
      ],
      5,
      decode,
    );
    expect(accepted.map((one) => one.name)).toEqual(['fine.jpg']);
    expect(refusals).toEqual([
      '“notes.txt” is not a photo: choose a JPEG, PNG, WebP or GIF image.',
      '“photo.heic” is not a photo: choose a JPEG, PNG, WebP or GIF image.',
      '“vector.svg” is not a photo: choose a JPEG, PNG, WebP or GIF image.',
      '“huge.jpg” is too large: each photo can be at most 5 MB.',
      '“broken.jpg” is not a photo: it could not be opened as an image.',
    ]);
  });

  it('adds only as many as there is room for', async () => {
    const { accepted, refusals } = await screenPhotos(
      [file('1.jpg', 'image/jpeg'), file('2.jpg', 'image/jpeg'), file('3.jpg', 'image/jpeg')],
      2,
      decode,
    );
    expect(accepted.map((one) => one.name)).toEqual(['1.jpg', '2.jpg']);
    expect(refusals).toEqual(['“3.jpg” was not added: a review can have at most 5 photos.']);
  });
});

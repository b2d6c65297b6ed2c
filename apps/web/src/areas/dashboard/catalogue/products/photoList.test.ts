import { MAX_PRODUCT_PHOTO_BYTES, MAX_PRODUCT_PHOTOS } from '@hirebase/shared/product-photos';
import { describe, expect, it } from 'vitest';
import { makeMainPhoto, movePhoto, sortChosenPhotos, withoutPhoto } from './photoList.ts';

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('photo list', () => {
  const photos = ['a', 'b', 'c', 'd'];

  it('moves a photo one place, within the list', () => {
    expect(movePhoto(photos, 2, -1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePhoto(photos, 1, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(movePhoto(photos, 0, -1)).toEqual(photos);
    expect(movePhoto(photos, 3, 1)).toEqual(photos);
    expect(photos).toEqual(['a', 'b', 'c', 'd']);
  });

  it('makes a photo the main one, keeping the others in order', () => {
    expect(makeMainPhoto(photos, 2)).toEqual(['c', 'a', 'b', 'd']);
    expect(makeMainPhoto(photos, 0)).toEqual(photos);
  });

  it('removes one photo', () => {
    expect(withoutPhoto(photos, 1)).toEqual(['a', 'c', 'd']);
    expect(withoutPhoto(photos, 9)).toEqual(photos);
  });

  it('refuses on the spot what the API would refuse, and what passes the count per product', () => {
    const png = file('a.png', 'image/png');
    const text = file('notes.jpg', 'text/plain');
    const huge = file('huge.jpg', 'image/jpeg', MAX_PRODUCT_PHOTO_BYTES + 1);
    const jpeg = file('b.jpg', 'image/jpeg', MAX_PRODUCT_PHOTO_BYTES);
    const third = file('c.webp', 'image/webp');
    const { accepted, refused } = sortChosenPhotos([png, text, huge, jpeg, third], MAX_PRODUCT_PHOTOS - 2);
    expect(accepted).toEqual([png, jpeg]);
    expect(refused.map((r) => [r.file.name, r.reason])).toEqual([
      ['notes.jpg', 'notImage'],
      ['huge.jpg', 'tooLarge'],
      ['c.webp', 'full'],
    ]);
  });
});

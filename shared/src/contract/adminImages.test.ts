import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES, ImageUploadRequest, imageFileProblem, UPLOAD_ID } from './adminImages.ts';

describe('the images desk contract', () => {
  it('says in the browser what the server would: another type, empty, too large', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 2_000_000 })).toBeUndefined();
    expect(imageFileProblem({ type: 'image/webp', size: IMAGE_UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(imageFileProblem({ type: 'image/heic', size: 1000 })).toBe(IMAGE_UPLOAD_MESSAGES.type);
    expect(imageFileProblem({ type: '', size: 1000 })).toBe(IMAGE_UPLOAD_MESSAGES.type);
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe(IMAGE_UPLOAD_MESSAGES.empty);
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe(IMAGE_UPLOAD_MESSAGES.tooLarge);
    const request = { folder: 'blog', fileName: ' spring.jpg ', contentType: 'image/jpeg', bytes: 10 };
    expect(ImageUploadRequest.parse(request).fileName).toBe('spring.jpg');
    expect(ImageUploadRequest.safeParse({ ...request, bytes: 1.5 }).success).toBe(false);
  });

  it('takes as an upload id only a folder, a name of letters, digits and dashes, and 32 hex digits', () => {
    expect(UPLOAD_ID.test('products.linen-shirt-front.0123456789abcdef0123456789abcdef')).toBe(true);
    for (const id of [
      'home.x.0123456789abcdef0123456789abcdef',
      'products..0123456789abcdef0123456789abcdef',
      'products.a/b.0123456789abcdef0123456789abcdef',
      'products.-a.0123456789abcdef0123456789abcdef',
      'products.a.0123456789abcdef',
    ]) {
      expect(UPLOAD_ID.test(id), id).toBe(false);
    }
  });
});

// POST /api/admin/uploads: product photos as repeated `images` files; answers their URLs in the order sent.
import type { AdminUploadResponse } from '@shop/shared/admin.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export function uploadImages(files: readonly File[]): Promise<AdminUploadResponse> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return apiFetch('/api/admin/uploads', {
    method: 'POST',
    body: form,
    fallbackMessage: 'Could not upload the images',
  });
}

export function useUploadImages() {
  return useMutation({ mutationFn: uploadImages });
}

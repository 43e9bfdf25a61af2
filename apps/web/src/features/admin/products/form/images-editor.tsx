// The product's pictures: uploaded through the shop's checked upload pipeline or given as a URL, shown as
// thumbnails to reorder or remove. The first is the main image of cards and the product page.
import { MAX_PRODUCT_IMAGES } from '@shop/shared/admin.schemas';
import { type ChangeEvent, type KeyboardEvent, useId, useState } from 'react';
import { type Control, useController, useFormState } from 'react-hook-form';
import { ProductImage } from '../../../../components/product-image.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { AdminButton, inputClass, labelClass } from '../../shell/admin-ui.tsx';
import { useUploadImages } from '../api/upload-images.ts';
import { errorAt } from './fields.tsx';
import { ItemButtons } from './item-buttons.tsx';
import { moveItem } from './list-tools.ts';
import type { ProductFormValues } from './product-form-values.ts';

const URL_PATTERN = /^(?:\/(?!\/)\S*|https?:\/\/\S+)$/;

export function ImagesEditor({ control }: { control: Control<ProductFormValues> }) {
  const { field } = useController({ control, name: 'images' });
  const { errors } = useFormState({ control, name: 'images' });
  const images = field.value ?? [];
  const set = (next: string[]) => field.onChange(next);
  const upload = useUploadImages();
  const [url, setUrl] = useState('');
  const [urlProblem, setUrlProblem] = useState<string>();
  const ids = { file: useId(), url: useId(), hint: useId(), status: useId() };
  const room = MAX_PRODUCT_IMAGES - images.length;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    upload.mutate(files.slice(0, room), {
      onSuccess: (result) => set([...(field.value ?? []), ...result.images]),
    });
  };

  const addUrl = () => {
    const text = url.trim();
    if (!URL_PATTERN.test(text)) {
      setUrlProblem('Give a path starting with / or an http(s) URL');
      return;
    }
    setUrlProblem(undefined);
    set([...images, text]);
    setUrl('');
  };
  const onUrlKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the URL instead of submitting the whole product.
    if (event.key === 'Enter') {
      event.preventDefault();
      addUrl();
    }
  };

  const listError = errorAt(errors, 'images');
  return (
    <fieldset>
      <legend className="text-lg font-bold">Images</legend>
      <p id={ids.hint} className="mb-3 text-sm text-slate-600">
        Up to {MAX_PRODUCT_IMAGES} images. The first one is the main image. JPEG, PNG, WebP or GIF, at most 10
        MB each.
      </p>
      {images.length > 0 && (
        <ol className="mb-4 flex flex-wrap gap-3">
          {images.map((image, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same URL may be listed twice until removed
            <li key={`${image}-${index}`} className="w-32 rounded-lg border border-slate-200 bg-white p-2">
              <div className="relative">
                <ProductImage
                  src={image}
                  alt={`Image ${index + 1}${index === 0 ? ' (main)' : ''}`}
                  sizes="112px"
                  width={160}
                  className="aspect-square w-full rounded-md object-cover"
                />
                {index === 0 && (
                  <span className="absolute left-1 top-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                    Main
                  </span>
                )}
              </div>
              <div className="mt-2 flex justify-between">
                <ItemButtons
                  item="image"
                  axis="horizontal"
                  index={index}
                  count={images.length}
                  onMove={(by) => set(moveItem(images, index, by))}
                  onRemove={() => set(images.filter((_, at) => at !== index))}
                  removeClassName="text-red-700"
                />
              </div>
              <FieldError id={`${ids.hint}-${index}`} message={errorAt(errors, `images.${index}`)} />
            </li>
          ))}
        </ol>
      )}
      {listError && <p className="mb-2 text-sm text-red-700">{listError}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={ids.file} className={labelClass}>
            Upload images
          </label>
          <input
            id={ids.file}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/gif"
            disabled={room <= 0 || upload.isPending}
            aria-describedby={`${ids.hint} ${ids.status}`}
            onChange={onFiles}
            className={`${inputClass} py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold`}
          />
          <p id={ids.status} role="status" className="mt-1 text-sm">
            {upload.isPending && <span className="text-slate-600">Uploading…</span>}
            {upload.isError && (
              <span className="text-red-700">
                {errorMessage(upload.error, 'Could not upload the images')}
              </span>
            )}
          </p>
        </div>
        <div>
          <label htmlFor={ids.url} className={labelClass}>
            Image URL
          </label>
          <div className="flex gap-2">
            <input
              id={ids.url}
              type="text"
              inputMode="url"
              value={url}
              placeholder="https://…"
              disabled={room <= 0}
              aria-invalid={urlProblem ? true : undefined}
              aria-describedby={urlProblem ? `${ids.url}-error` : undefined}
              onChange={(event) => setUrl(event.target.value)}
              onKeyDown={onUrlKey}
              className={inputClass}
            />
            <AdminButton variant="secondary" disabled={room <= 0 || !url.trim()} onClick={addUrl}>
              Add
            </AdminButton>
          </div>
          <FieldError id={`${ids.url}-error`} message={urlProblem} />
        </div>
      </div>
    </fieldset>
  );
}

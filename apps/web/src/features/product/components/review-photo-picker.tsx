// The review form's photos (docs/product.md#reviews): an "Add photos" button that opens the phone's picker, the
// limits said under it, and a thumbnail with a Remove button for each photo kept from before and each one added.
// A file that is not a photo is refused here, named, before anything is sent (utils/review-photos.ts).
import { MAX_REVIEW_IMAGES } from '@shop/shared/review.schemas';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  decodeInBrowser,
  REVIEW_PHOTO_RULES,
  REVIEW_PHOTO_TYPES,
  screenPhotos,
} from '../utils/review-photos.ts';

function Thumbnail({
  src,
  alt,
  onRemove,
  removeName,
}: {
  src: string;
  alt: string;
  onRemove: () => void;
  /** Read after the visible "Remove": "new photo 1". */
  removeName: string;
}) {
  return (
    <li className="w-20">
      <img
        src={src}
        alt={alt}
        width={80}
        height={80}
        className="h-20 w-20 rounded-lg border border-slate-200 object-cover"
      />
      <button
        type="button"
        onClick={onRemove}
        className="mt-1 min-h-8 w-full rounded-md text-xs font-semibold text-red-700 hover:bg-red-50"
      >
        Remove<span className="sr-only"> {removeName}</span>
      </button>
    </li>
  );
}

export function ReviewPhotoPicker({
  kept,
  onKeptChange,
  files,
  onFilesChange,
}: {
  /** Addresses of the review's current photos that stay (an edit). */
  kept: string[];
  onKeptChange: (kept: string[]) => void;
  /** New photos, each already checked. */
  files: File[];
  onFilesChange: (files: File[]) => void;
}) {
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const count = kept.length + files.length;

  const add = () => {
    if (count >= MAX_REVIEW_IMAGES) {
      setRefusals([`A review can have at most ${MAX_REVIEW_IMAGES} photos: remove one to add another.`]);
      return;
    }
    input.current?.click();
  };

  const picked = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Emptied, so picking the same file again (after removing it) still tells us.
    event.target.value = '';
    if (chosen.length === 0) return;
    setChecking(true);
    const screened = await screenPhotos(chosen, MAX_REVIEW_IMAGES - count, decodeInBrowser);
    setChecking(false);
    setRefusals(screened.refusals);
    if (screened.accepted.length > 0) onFilesChange([...files, ...screened.accepted]);
  };

  // The thumbnail and its button go; focus goes back to "Add photos" rather than to the page.
  const removed = (change: () => void) => {
    change();
    setRefusals([]);
    addButton.current?.focus();
  };

  return (
    <fieldset aria-describedby={`${ids}-rules`}>
      <legend className="mb-1 text-sm font-medium text-slate-700">Photos (optional)</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          ref={addButton}
          type="button"
          variant="outline"
          size="sm"
          onClick={add}
          className="inline-flex items-center gap-2"
        >
          <ImagePlus aria-hidden="true" className="h-4 w-4" />
          Add photos
        </Button>
        {count > 0 && (
          <span className="text-sm text-slate-600">
            {count} of {MAX_REVIEW_IMAGES} photos
          </span>
        )}
      </div>
      <p id={`${ids}-rules`} className="mt-1 text-xs text-slate-500">
        {REVIEW_PHOTO_RULES}
      </p>
      <input
        ref={input}
        type="file"
        accept={REVIEW_PHOTO_TYPES.join(',')}
        multiple
        hidden
        onChange={(event) => void picked(event)}
      />
      {checking && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Checking the photos…
        </p>
      )}
      {refusals.length > 0 && (
        <div className="mt-2">
          <FormAlert>
            <ul className="space-y-1">
              {refusals.map((refusal) => (
                <li key={refusal}>{refusal}</li>
              ))}
            </ul>
          </FormAlert>
        </div>
      )}
      {count > 0 && (
        <ul aria-label="Your photos" className="mt-3 flex flex-wrap gap-3">
          {kept.map((url, index) => (
            <Thumbnail
              key={url}
              src={url}
              alt={`Earlier photo ${index + 1}`}
              removeName={`earlier photo ${index + 1}`}
              onRemove={() => removed(() => onKeptChange(kept.filter((one) => one !== url)))}
            />
          ))}
          {previews.map((url, index) => (
            <Thumbnail
              key={url}
              src={url}
              alt={`New photo ${index + 1}`}
              removeName={`new photo ${index + 1}`}
              onRemove={() => removed(() => onFilesChange(files.filter((_, at) => at !== index)))}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}

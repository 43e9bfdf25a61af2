// The review form (docs/product.md#reviews): stars 1–5 ('Please select a rating between 1 and 5 stars'), a comment
// and optional photos (images only, at most 5 in all) picked with thumbnails; for an edit the kept photos show too.
import { MESSAGES } from '@shop/shared/messages';
import { MAX_REVIEW_IMAGES, type Review } from '@shop/shared/review.schemas';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { CancelAndSubmit } from '../../../components/cancel-and-submit.tsx';
import { MessageField } from '../../../components/ui/form-field.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ReviewDraft } from '../api/save-review.ts';
import { ReviewPhotoPicker } from './review-photo-picker.tsx';

export function ReviewForm({
  editing,
  saving,
  onSave,
  onCancel,
}: {
  editing?: Review | undefined;
  saving: boolean;
  onSave: (draft: ReviewDraft) => void;
  onCancel: () => void;
}) {
  const [rating, setRating] = useState(editing?.rating ?? 0);
  const [comment, setComment] = useState(editing?.comment ?? '');
  const [keep, setKeep] = useState(editing?.images ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>(undefined);
  const ids = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1 || rating > 5) return setError(MESSAGES.ratingRequired);
    if (keep.length + files.length > MAX_REVIEW_IMAGES)
      return setError(`At most ${MAX_REVIEW_IMAGES} photos`);
    setError(undefined);
    onSave({ rating, comment, files, keepImages: keep });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl border border-slate-200 p-5">
      <h3 className="text-lg font-bold">{editing ? 'Edit your review' : 'Write a review'}</h3>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700">Your rating</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <label key={star} className="cursor-pointer">
              <input
                type="radio"
                name={`${ids}-rating`}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                className="peer sr-only"
              />
              <span className="sr-only">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
              <Star
                aria-hidden="true"
                className={cn(
                  'h-8 w-8 rounded peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600',
                  star <= rating ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300',
                )}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <MessageField
        label="Comment"
        rows={4}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <ReviewPhotoPicker kept={keep} onKeptChange={setKeep} files={files} onFilesChange={setFiles} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <CancelAndSubmit onCancel={onCancel} saving={saving}>
        {editing ? 'Update Review' : 'Submit Review'}
      </CancelAndSubmit>
    </form>
  );
}

// Saved for later, under the cart (docs/product.md#cart-saved): the account's saved lines, newest first, each with
// Move to cart and Remove; nothing at all while there are none, or while they cannot be read (the cart still works).
import { ErrorBoundary } from 'react-error-boundary';
import { useSavedForLater } from '../api/get-saved-for-later.ts';
import { useFocusAfterLeaving } from '../hooks/use-focus-after-leaving.ts';
import { SavedLine } from './saved-line.tsx';

export function SavedForLaterList({ className }: { className?: string }) {
  const saved = useSavedForLater();
  const focus = useFocusAfterLeaving<HTMLUListElement>();
  const items = saved.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="saved-title" className={className}>
      <h2 id="saved-title" className="text-xl font-bold">
        Saved for later ({items.length})
      </h2>
      <ul ref={focus.list} className="mt-4 space-y-3">
        {items.map((item, index) => (
          <li key={`${item.product._id}-${JSON.stringify(item.filters)}`}>
            <ErrorBoundary fallback={null}>
              <SavedLine item={item} focus={{ leaving: () => focus.leaving(index), stay: focus.stay }} />
            </ErrorBoundary>
          </li>
        ))}
      </ul>
    </section>
  );
}

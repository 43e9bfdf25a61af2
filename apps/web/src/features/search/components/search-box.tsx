// The header's search box (docs/product.md#search): typed text is lower-cased, suggestions follow
// as the shopper types (debounced, stale requests cancelled), in the server's order of relevance, at most about
// 200 px tall; arrow keys move through them, Escape or a click elsewhere closes them, Enter searches. The box shows
// the words of the page it is on: the results page's, or those a search found nothing for.

import { normaliseQuery } from '@shop/shared/search';
import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { productPath } from '../../../lib/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { useSearchSubmit } from '../hooks/use-search-submit.ts';

/** The words a page was reached with: the results page's `q`, or the query a search found nothing for. */
function wordsOf(location: Location): string {
  if (location.pathname === '/search')
    return normaliseQuery(new URLSearchParams(location.search).get('q') ?? '');
  const state: unknown = location.state;
  if (location.pathname === '/product-not-found' && typeof state === 'object' && state !== null) {
    const { query } = state as { query?: unknown };
    return typeof query === 'string' ? query : '';
  }
  return '';
}

export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const location = useLocation();
  const [text, setText] = useState(() => wordsOf(location));
  // Suggestions follow what the shopper types, not the words a page put in the box.
  const [typed, setTyped] = useState(false);
  // Each page reached sets the box to its words (none on most pages), during render rather than in an effect, so
  // the server's page and the first render in the browser agree (docs/decisions/024-server-rendering.md).
  const [shownFor, setShownFor] = useState(location.key);
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setText(wordsOf(location));
    setTyped(false);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const container = useRef<HTMLFormElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const submit = useSearchSubmit();
  const query = useDebouncedValue(typed ? text.trim() : '', 150);
  const { data } = useSuggestions(query);
  // Empty text clears the suggestions at once (docs/product.md#search); a failed fetch shows none (docs/product.md#search).
  const suggestions = text.trim() && data ? data : [];
  const expanded = open && suggestions.length > 0;

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  // The text itself follows the page reached (above).
  const finish = () => {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
  };

  const openSuggestion = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    navigate(productPath(suggestion.category, suggestion._id));
    finish();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (expanded && active >= 0) return openSuggestion(active);
    if (await submit(text)) finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form ref={container} aria-label="Search products" onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search products
      </label>
      {/* WAI-ARIA combobox pattern: a text input owning a listbox, options chosen via aria-activedescendant. */}
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder="Search products, brands and categories"
        value={text}
        onChange={(event) => {
          setText(event.target.value.toLowerCase());
          setTyped(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-slate-300 bg-slate-50 pl-4 pr-11 text-sm placeholder:text-slate-500 focus:border-brand-600 focus:bg-white"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 top-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-12 z-50 max-h-[200px] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // The input keeps focus and points at the active option (aria-activedescendant), as the ARIA
          // combobox pattern prescribes, so options stay out of the tab order.
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the combobox input
          <div
            key={suggestion._id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => openSuggestion(index)}
            onKeyDown={() => undefined}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-sm',
              index === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50',
            )}
          >
            <span className="truncate">{suggestion.display}</span>
            <span className="shrink-0 text-xs text-slate-500">{suggestion.category}</span>
          </div>
        ))}
      </div>
    </form>
  );
}

'use client';

import { SEARCH_LIMITS } from '@hatake/contract/values';
import { usePathname, useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { type Locale, localizedPath } from '@/i18n/routing.ts';
import {
  type ComboboxState,
  comboboxKey,
  SUGGEST_DELAY_MS,
  SUGGESTED_EXPERIENCES,
  SUGGESTED_PRODUCTS,
  type Suggestion,
  suggestionQuery,
} from '@/lib/search/suggestions.ts';
import { SearchIcon } from '../layout/icons.tsx';
import type { HeaderSearchTexts } from './header-search-texts.ts';

const CLOSED: ComboboxState = { open: false, active: -1 };

const POPUP_CLASS =
  'absolute inset-x-0 top-full z-50 mt-1.5 max-h-[70vh] overflow-y-auto rounded-2xl bg-white py-2 shadow-lg ring-1 ring-line';

/**
 * Suggestions for `q` from the two list calls (small pages). The API client and the list's building
 * are imported on the first suggestion, not with the header: the header is in every page's
 * first-load JavaScript.
 */
async function fetchSuggestions(q: string, locale: Locale, signal: AbortSignal): Promise<Suggestion[]> {
  const [{ listExperiences, listProducts }, { toSuggestions }] = await Promise.all([
    import('@/lib/api/catalogue.ts'),
    import('@/lib/search/suggestion-list.ts'),
  ]);
  const [products, experiences] = await Promise.all([
    listProducts({ limit: SUGGESTED_PRODUCTS, q }, { signal }),
    listExperiences({ limit: SUGGESTED_EXPERIENCES, q }, { signal }),
  ]);
  return toSuggestions(products, experiences, locale);
}

/**
 * The header's search box (docs/rules/search.md): a plain GET form to /items?q=… that works without
 * JavaScript; with it, an ARIA APG combobox suggesting products and experiences as the shopper types
 * (debounced, the latest answer only). Focus stays in the text box; the highlighted option is named
 * by aria-activedescendant. Texts come from the server (header-search-texts.ts): no message
 * formatting in the browser.
 */
export function HeaderSearch({
  locale,
  texts,
  className = '',
}: {
  locale: Locale;
  texts: HeaderSearchTexts;
  className?: string;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [state, setState] = useState<ComboboxState>(CLOSED);
  const [loading, setLoading] = useState(false);
  const request = useRef<AbortController | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // On the results page the box shows the words searched for (read once per page).
  useEffect(() => {
    if (pathname !== localizedPath(locale, '/items')) return;
    const q = new URLSearchParams(window.location.search).get('q');
    if (q) setText(q);
  }, [pathname, locale]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const suggest = (value: string) => {
    clearTimeout(timer.current);
    request.current?.abort();
    const q = suggestionQuery(value);
    if (!q) {
      setSuggestions([]);
      setState(CLOSED);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      fetchSuggestions(q, locale, controller.signal)
        .then((list) => {
          if (controller.signal.aborted) return;
          setSuggestions(list);
          setState({ open: true, active: -1 });
        })
        .catch(() => {
          // Suggestions are a convenience: a failed call shows none, the form still searches.
          if (!controller.signal.aborted) {
            setSuggestions([]);
            setState({ open: true, active: -1 });
          }
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, SUGGEST_DELAY_MS);
  };

  const follow = (suggestion: Suggestion | undefined) => {
    if (!suggestion) return;
    clearTimeout(timer.current);
    request.current?.abort();
    setState(CLOSED);
    router.push(localizedPath(locale, suggestion.href));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // IME conversion: Enter and arrows belong to it.
    const outcome = comboboxKey(state, event.key, suggestions.length, event.altKey);
    if (outcome.handled) event.preventDefault();
    if (outcome.effect === 'follow') follow(suggestions[state.active]);
    if (outcome.effect === 'clear') {
      setText('');
      suggest('');
    }
    if (outcome.effect === 'submit') {
      clearTimeout(timer.current);
      request.current?.abort();
      setLoading(false);
    }
    setState(outcome.state);
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  // A listbox is only announced as open while it has options.
  const expanded = state.open && text.trim().length > 0 && suggestions.length > 0;
  const status = loading
    ? texts.loading
    : state.open && text.trim()
      ? (texts.status[suggestions.length] ?? '')
      : '';

  return (
    <search className={`relative ${className}`}>
      <form action={localizedPath(locale, '/items')} method="get" onSubmit={() => setState(CLOSED)}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {texts.label}
        </label>
        <div className="flex min-h-11 items-center rounded-full border border-line bg-white pr-1 pl-4 shadow-xs focus-within:border-leaf-dark focus-within:ring-2 focus-within:ring-leaf-dark">
          <input
            id={`${id}-input`}
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && state.active >= 0 ? optionId(state.active) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_LIMITS.query}
            placeholder={texts.placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              suggest(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (suggestions.length > 0 && text.trim()) setState({ open: true, active: -1 });
            }}
            onBlur={() => setState(CLOSED)}
            className="min-w-0 flex-1 bg-transparent py-2 text-sm text-soil placeholder:text-muted focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="submit"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-leaf text-white transition hover:bg-leaf-dark"
          >
            <SearchIcon className="size-4.5" />
            <span className="sr-only">{texts.submit}</span>
          </button>
        </div>

        <div
          id={listId}
          role="listbox"
          aria-label={texts.suggestions}
          hidden={!expanded}
          // Keep the focus in the box while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          className={POPUP_CLASS}
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the combobox from the text box (aria-activedescendant).
            <div
              key={suggestion.key}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === state.active}
              onClick={() => follow(suggestion)}
              className={`flex cursor-pointer flex-col px-4 py-2 text-sm ${
                index === state.active ? 'bg-leaf-light text-leaf-dark' : 'text-soil hover:bg-cream'
              }`}
            >
              <span className="flex items-center gap-2">
                <span className="shrink-0 rounded-full bg-cream px-2 py-0.5 font-semibold text-[0.7rem] text-muted ring-1 ring-line">
                  {suggestion.kind === 'product' ? texts.products : texts.experiences}
                </span>
                <span className="truncate font-semibold">{suggestion.label}</span>
              </span>
              {suggestion.detail ? (
                <span className="truncate text-muted text-xs">{suggestion.detail}</span>
              ) : null}
            </div>
          ))}
        </div>
        {state.open && text.trim() && suggestions.length === 0 && !loading ? (
          <p className={`${POPUP_CLASS} px-4 text-muted text-sm`}>{texts.none}</p>
        ) : null}
        <p role="status" className="sr-only">
          {status}
        </p>
      </form>
    </search>
  );
}

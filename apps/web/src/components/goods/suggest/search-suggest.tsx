import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from './search-suggest.module.css';
import { suggestKeyAction } from './suggest-keys';
import { useSuggestions } from './use-suggestions';

/** The header search box's context (features/chrome SearchBox `suggest` seam). */
export interface SearchSuggestProps {
  keywords: string;
  type: number;
  focused: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  submit: (keywords: string) => void;
}

/**
 * The suggestions dropdown under the header search box: 搜索中... / 暂无数据 / the list; Down/Up
 * move with wrap-around, Enter searches the highlighted row or the typed words, Esc closes.
 */
export function SearchSuggest({ keywords, type, focused, inputRef, submit }: SearchSuggestProps) {
  // Open after typing; closed by Esc and by a search, until the next keystroke.
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  // The highlighted row belongs to one list: new keywords or another type start with none.
  const listKey = `${type}:${keywords}`;
  const [highlight, setHighlight] = useState({ listKey, index: -1 });
  const index = highlight.listKey === listKey ? highlight.index : -1;
  const setIndex = (next: number) => setHighlight({ listKey, index: next });
  const state = useSuggestions(keywords, type, open);
  const names = state.status === 'list' ? state.list.map((item) => item.name) : [];

  // The key handler reads the latest render's values without re-subscribing on every keystroke.
  const latest = useRef({ index, names, keywords, open, submit, setIndex });
  latest.current = { index, names, keywords, open, submit, setIndex };

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onInput = () => setOpen(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return;
      const current = latest.current;
      const action = suggestKeyAction(event.key, { ...current, index: current.open ? current.index : -1 });
      switch (action.kind) {
        case 'move':
          if (!current.open || current.names.length === 0) return;
          event.preventDefault();
          current.setIndex(action.index);
          return;
        case 'close':
          if (current.open) event.preventDefault();
          setOpen(false);
          return;
        case 'search':
          event.preventDefault();
          setOpen(false);
          current.submit(action.keywords);
          return;
        case 'none':
          if (event.key === 'Enter') event.preventDefault();
          return;
      }
    };
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
    };
  }, [inputRef]);

  if (!open || !focused || keywords.trim() === '' || state.status === 'idle') return null;
  return (
    <div
      className={styles.dropdown}
      data-testid="search-suggest"
      // Keep the input focused while a row is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      {state.status === 'searching' ? <p className={styles.note}>搜索中...</p> : null}
      {state.status === 'empty' ? <p className={styles.note}>暂无数据</p> : null}
      {state.status === 'list' ? (
        <ul className={styles.list} aria-label="搜索建议">
          {state.list.map((item, row) => (
            <li key={`${item.id}-${item.name}`}>
              <button
                type="button"
                className={row === index ? `${styles.item} ${styles.active}` : styles.item}
                aria-current={row === index ? 'true' : undefined}
                data-testid="search-suggest-item"
                onMouseEnter={() => setIndex(row)}
                onClick={() => {
                  setOpen(false);
                  // A click follows the suggestion's own link (a goods or a manufacturer's goods).
                  if (item.url.startsWith('/') && !item.url.startsWith('//')) navigate(item.url);
                  else submit(item.name);
                }}
              >
                <span className={styles.name}>{item.name}</span>
                <span className={styles.sub}>{item.sub}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { SEARCH_TYPE_DRUG, SEARCH_TYPE_MANUFACTURER } from '@mall/shared/constants';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { cx } from '../utils/cx';
import { SwapIcon } from './icons';
import styles from './search-box.module.css';

export type SearchType = typeof SEARCH_TYPE_DRUG | typeof SEARCH_TYPE_MANUFACTURER;

/** What a suggestions dropdown (catalogue issue) gets to work with. */
export interface SuggestContext {
  keywords: string;
  type: SearchType;
  focused: boolean;
  /** The input, for keyboard handling (Up/Down/Enter/Esc) by the dropdown. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Search now, e.g. for a picked suggestion. */
  submit: (keywords: string) => void;
}

export type SuggestRender = (context: SuggestContext) => ReactNode;

const TYPE_LABEL: Record<SearchType, string> = { 0: '药品', 1: '厂家' };
const PLACEHOLDER: Record<SearchType, string> = {
  0: '药品名称/拼音首字母，如 amxl',
  1: '生产厂家名称/拼音首字母',
};

function readSearchParams(search: string): { keywords: string; type: SearchType } {
  const params = new URLSearchParams(search);
  const type =
    params.get('type') === String(SEARCH_TYPE_MANUFACTURER) ? SEARCH_TYPE_MANUFACTURER : SEARCH_TYPE_DRUG;
  return { keywords: params.get('keywords') ?? '', type };
}

interface SearchBoxProps {
  suggest?: SuggestRender;
  /** Only the main header's box carries the test ids; the sticky copy would duplicate them. */
  withTestIds?: boolean;
  compact?: boolean;
}

export function SearchBox({ suggest, withTestIds = false, compact = false }: SearchBoxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const onSearchPage = location.pathname.startsWith('/search');
  const [keywords, setKeywords] = useState(() =>
    onSearchPage ? readSearchParams(location.search).keywords : '',
  );
  const [type, setType] = useState<SearchType>(() =>
    onSearchPage ? readSearchParams(location.search).type : SEARCH_TYPE_DRUG,
  );
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  // Keep the box in step with the search page's URL (back/forward, hot-search links).
  useEffect(() => {
    if (!onSearchPage) return;
    const current = readSearchParams(location.search);
    setKeywords(current.keywords);
    setType(current.type);
  }, [onSearchPage, location.search]);

  const submit = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    setKeywords(trimmed);
    navigate(paths.search({ keywords: trimmed, type }));
  };

  const testId = (id: string) => (withTestIds ? id : undefined);
  const nextType = type === SEARCH_TYPE_DRUG ? SEARCH_TYPE_MANUFACTURER : SEARCH_TYPE_DRUG;

  return (
    <search className={styles.landmark}>
      <form
        className={cx(styles.box, compact && styles.compact)}
        onSubmit={(event) => {
          event.preventDefault();
          submit(keywords);
        }}
      >
        <button
          type="button"
          className={styles.type}
          data-testid={testId('search-type')}
          aria-label={`当前按${TYPE_LABEL[type]}搜索，切换为按${TYPE_LABEL[nextType]}搜索`}
          title={`切换为按${TYPE_LABEL[nextType]}搜索`}
          onClick={() => setType(nextType)}
        >
          {TYPE_LABEL[type]}
          <SwapIcon size={12} />
        </button>
        <div className={styles.field}>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            value={keywords}
            placeholder={PLACEHOLDER[type]}
            aria-label={PLACEHOLDER[type]}
            autoComplete="off"
            maxLength={50}
            data-testid={testId('search-input')}
            onChange={(event) => setKeywords(event.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
          {suggest?.({ keywords, type, focused, inputRef, submit })}
        </div>
        <button type="submit" className={styles.submit} data-testid={testId('search-submit')}>
          搜索
        </button>
      </form>
    </search>
  );
}

/**
 * The goods cell of a quick-order row: a combobox that searches the catalogue as the buyer types
 * a name, pinyin initials or an approval number (GET /api/goods/list, the same search as /search),
 * and picks with the keyboard: ↑↓ move, Enter picks, Esc closes.
 */
import type { GoodsListPage, GoodsRead } from '@mall/shared/goods';
import { forwardRef, useEffect, useId, useState } from 'react';
import { api } from '@/api/client';
import styles from './goods-picker.module.css';

const DEBOUNCE_MS = 250;
const SUGGESTIONS = 8;

interface GoodsPickerProps {
  value: string;
  label: string;
  onChange: (keyword: string) => void;
  onPick: (goods: GoodsRead) => void;
}

type Found = { status: 'idle' } | { status: 'searching' } | { status: 'list'; list: GoodsRead[] };

export const GoodsPicker = forwardRef<HTMLInputElement, GoodsPickerProps>(function GoodsPicker(
  { value, label, onChange, onPick },
  ref,
) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const keyword = value.trim();

  useEffect(() => {
    if (!open || keyword === '') {
      setFound({ status: 'idle' });
      return;
    }
    setFound({ status: 'searching' });
    let alive = true;
    const timer = window.setTimeout(() => {
      api
        .get<GoodsListPage>(
          '/api/goods/list',
          { keywords: keyword, page: 1, page_size: SUGGESTIONS },
          { silent: true, cancelGroup: `quick-order:${listId}` },
        )
        .then(({ data }) => {
          if (!alive) return;
          setFound({ status: 'list', list: data.list ?? [] });
          setActive(0);
        })
        .catch(() => {
          if (alive) setFound({ status: 'idle' });
        });
    }, DEBOUNCE_MS);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [keyword, open, listId]);

  const list = found.status === 'list' ? found.list : [];
  const pick = (goods: GoodsRead | undefined) => {
    if (!goods) return;
    setOpen(false);
    onPick(goods);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (list.length ? (i + 1) % list.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (list.length ? (i - 1 + list.length) % list.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && list.length > 0) pick(list[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && keyword !== '';
  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <div className={styles.picker}>
      <input
        ref={ref}
        className={styles.input}
        type="text"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={showList && list.length > 0}
        aria-controls={listId}
        aria-activedescendant={showList && list.length > 0 ? optionId(active) : undefined}
        placeholder="名称 / 拼音首字母 / 批准文号"
        value={value}
        maxLength={50}
        autoComplete="off"
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        data-testid="quick-order-goods"
      />
      {showList && (
        <div className={styles.dropdown}>
          {found.status === 'searching' && <div className={styles.note}>搜索中...</div>}
          {found.status === 'list' && list.length === 0 && (
            <div className={styles.note}>没有找到相关商品</div>
          )}
          <div
            id={listId}
            role="listbox"
            tabIndex={-1}
            aria-label={`${label}的候选商品`}
            className={styles.list}
          >
            {list.map((goods, i) => (
              <div
                key={goods.goods_price_id}
                id={optionId(i)}
                role="option"
                // Options are reached from the input (aria-activedescendant), never by Tab.
                tabIndex={-1}
                aria-selected={i === active}
                className={i === active ? `${styles.option} ${styles.active}` : styles.option}
                // Picking by mouse must not blur the input first (that would close the list).
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(goods);
                }}
                onMouseEnter={() => setActive(i)}
                data-testid="quick-order-option"
              >
                <span className={styles.name}>{goods.name}</span>
                <span className={styles.sub}>
                  {goods.ypgg} · {goods.sccj}
                  {goods.approval_number ? ` · ${goods.approval_number}` : ''}
                </span>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
});

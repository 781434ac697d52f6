/**
 * /zzfw/ksxd 快速下单: a grid the buyer fills from the keyboard. Type a name, pinyin initials or
 * an approval number, pick with ↑↓ Enter, type the quantity (the offer's 起订/步长/限购/库存 shown,
 * a broken rule said beside the field), Enter goes to the next line. 加入购物车 sends the whole
 * grid in one request; if the cart refuses any line, nothing goes in and each refused line says why.
 */
import type { GoodsRead } from '@mall/shared/goods';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { quantityRulesOf } from '@/components/goods/cart-line';
import { firstQuantity } from '@/components/goods/quantity';
import { quantityEntry } from '@/components/goods/quantity-entry';
import { QuantityRules } from '@/components/goods/quantity-rules';
import { SelfServiceNav } from '@/features/self-service/components/self-service-nav';
import { showToast } from '@/lib/feedback';
import { refusalsOf, useBatchAdd } from '../api/batch-add';
import { GoodsPicker } from '../components/goods-picker';
import { batchLinesOf, emptyRow, type GridRow, quantityProblem, withRefusals } from '../utils/grid';
import styles from './quick-order.module.css';

const START_ROWS = 5;
const MAX_ROWS = 200;

export default function QuickOrderPage(): React.JSX.Element {
  const [rows, setRows] = useState<GridRow[]>(() => Array.from({ length: START_ROWS }, emptyRow));
  const [message, setMessage] = useState<string | null>(null);
  const goodsInputs = useRef(new Map<number, HTMLInputElement>());
  const quantityInputs = useRef(new Map<number, HTMLInputElement>());
  const add = useBatchAdd();
  const navigate = useNavigate();

  const update = (key: number, change: Partial<GridRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, refusal: null, ...change } : row)));

  const focusLater = (map: Map<number, HTMLInputElement>, key: number) =>
    window.setTimeout(() => map.get(key)?.focus(), 0);

  const pick = (row: GridRow, goods: GoodsRead) => {
    update(row.key, {
      goods,
      keyword: goods.name,
      quantity: String(Math.max(1, firstQuantity(quantityRulesOf(goods)))),
    });
    focusLater(quantityInputs.current, row.key);
  };

  /** Enter in a quantity: snap it to the rules, then the next row's goods (a new row at the end). */
  const nextLine = (row: GridRow, index: number) => {
    if (row.goods) {
      const typed = Number(row.quantity);
      if (Number.isInteger(typed) && typed > 0) {
        const entry = quantityEntry(quantityRulesOf(row.goods), typed);
        if (entry.value > 0 && entry.value !== typed) update(row.key, { quantity: String(entry.value) });
      }
    }
    const next = rows[index + 1];
    if (next) {
      focusLater(goodsInputs.current, next.key);
    } else if (rows.length < MAX_ROWS) {
      const added = emptyRow();
      setRows((all) => [...all, added]);
      focusLater(goodsInputs.current, added.key);
    }
  };

  const remove = (key: number) =>
    setRows((all) => (all.length > 1 ? all.filter((row) => row.key !== key) : [emptyRow()]));

  const filled = rows.filter((row) => row.goods);
  const problems = rows.filter((row) => quantityProblem(row) !== null);

  const submit = () => {
    setMessage(null);
    if (filled.length === 0) {
      setMessage('请先选择商品');
      return;
    }
    const unpicked = rows.filter((row) => !row.goods && row.keyword.trim() !== '');
    if (unpicked.length > 0) {
      setMessage(`有${unpicked.length}行未从候选中选择商品`);
      return;
    }
    if (problems.length > 0) {
      setMessage(`有${problems.length}行数量需要修改`);
      return;
    }
    add.mutate(batchLinesOf(rows), {
      onSuccess: (result) => {
        void showToast(`已加入购物车${result.added}种商品`, 'success');
        setRows(Array.from({ length: START_ROWS }, emptyRow));
        navigate('/cart');
      },
      onError: (error) => {
        const refused = refusalsOf(error);
        if (refused.length > 0) setRows((all) => withRefusals(all, refused));
        setMessage(error instanceof Error ? error.message : '加入购物车失败，请稍后重试');
      },
    });
  };

  return (
    <AccountFrame title="快速下单" testId="quick-order-page">
      <SelfServiceNav />
      <p className={styles.intro}>
        输入商品名称、拼音首字母或批准文号，用 ↑↓ 选择、回车确认；输入数量后回车进入下一行。也可以
        <Link to="/zzfw/cgdr">导入采购单</Link>。
      </p>
      <table className={styles.grid} data-testid="quick-order-grid">
        <thead>
          <tr>
            <th className={styles.index}>#</th>
            <th className={styles.goods}>商品</th>
            <th className={styles.info}>规格 / 厂家</th>
            <th className={styles.price}>单价</th>
            <th className={styles.quantity}>数量</th>
            <th className={styles.action}>
              <span className="sr-only">操作</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const problem = quantityProblem(row);
            const note = row.refusal ?? problem;
            const line = index + 1;
            return (
              <tr
                key={row.key}
                data-testid="quick-order-row"
                className={row.refusal ? styles.refused : undefined}
              >
                <td className={styles.index}>{line}</td>
                <td className={styles.goods}>
                  <GoodsPicker
                    ref={(el) => {
                      if (el) goodsInputs.current.set(row.key, el);
                      else goodsInputs.current.delete(row.key);
                    }}
                    label={`第${line}行商品`}
                    value={row.keyword}
                    onChange={(keyword) => update(row.key, { keyword, goods: null, quantity: '' })}
                    onPick={(goods) => pick(row, goods)}
                  />
                </td>
                <td className={styles.info}>
                  {row.goods ? (
                    <>
                      <div>
                        {row.goods.ypgg} · {row.goods.sccj}
                      </div>
                      <QuantityRules goods={row.goods} />
                    </>
                  ) : (
                    <span className={styles.muted}>—</span>
                  )}
                </td>
                <td className={styles.price}>
                  {row.goods
                    ? row.goods.base_price === null
                      ? '认证后可见'
                      : `¥${row.goods.base_price}`
                    : ''}
                </td>
                <td className={styles.quantity}>
                  <input
                    ref={(el) => {
                      if (el) quantityInputs.current.set(row.key, el);
                      else quantityInputs.current.delete(row.key);
                    }}
                    className={styles.number}
                    type="text"
                    inputMode="numeric"
                    aria-label={`第${line}行数量`}
                    aria-invalid={note ? true : undefined}
                    aria-describedby={note ? `quick-order-note-${row.key}` : undefined}
                    disabled={!row.goods}
                    value={row.quantity}
                    maxLength={6}
                    onChange={(event) => update(row.key, { quantity: event.target.value.replace(/\D/g, '') })}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        nextLine(row, index);
                      }
                    }}
                    data-testid="quick-order-quantity"
                  />
                  {row.goods?.bzdw && <span className={styles.unit}>{row.goods.bzdw}</span>}
                  {note && (
                    <div
                      id={`quick-order-note-${row.key}`}
                      className={styles.note}
                      role="alert"
                      data-testid="quick-order-note"
                    >
                      {note}
                    </div>
                  )}
                </td>
                <td className={styles.action}>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => remove(row.key)}
                    aria-label={`删除第${line}行`}
                  >
                    删除
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.footer}>
        <button
          type="button"
          className={styles.addRow}
          disabled={rows.length >= MAX_ROWS}
          onClick={() => {
            const added = emptyRow();
            setRows((all) => [...all, added]);
            focusLater(goodsInputs.current, added.key);
          }}
        >
          + 添加一行
        </button>
        <span className={styles.summary}>
          共 {filled.length} 种商品
          {message && (
            <span className={styles.message} role="alert" data-testid="quick-order-message">
              {message}
            </span>
          )}
          <Button type="primary" loading={add.isPending} onClick={submit} data-testid="quick-order-submit">
            加入购物车
          </Button>
        </span>
      </div>
    </AccountFrame>
  );
}

import type { GoodsRead } from '@mall/shared/goods';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddToCartControl } from './add-to-cart-button';
import { quantityRulesOf } from './cart-line';
import { goodsHref } from './goods-card';
import styles from './goods-table.module.css';
import { GoodsTags } from './goods-tags';
import { Highlighted } from './highlighted';
import { Price } from './price';
import { isLowStock } from './quantity-entry';
import { QuantityRules } from './quantity-rules';

interface GoodsTableProps {
  goods: readonly GoodsRead[];
  loading?: boolean;
  highlight?: string | undefined;
  /** A last column per row, e.g. add-to-cart or cancel-favourite buttons. */
  actions?: { title: string; render: (goods: GoodsRead) => ReactNode };
  /** The 购买 column (quantity and 加入购物车); on unless a view has its own. */
  cart?: boolean;
  testId?: string;
}

const RULE_KEYS = ['min', 'step', 'limit', 'expiry'] as const;

const SKELETON_ROWS = Array.from({ length: 8 }, (_, index) => `row-${index}`);

export function stockText(goods: Pick<GoodsRead, 'number' | 'bzdw'>): string {
  return goods.number > 0 ? `${goods.number}${goods.bzdw}` : '缺货';
}

/** The dense table for bulk buyers: one offer a row, no images. */
export function GoodsTable({
  goods,
  loading = false,
  highlight,
  actions,
  cart = true,
  testId,
}: GoodsTableProps) {
  const columns = 7 + (actions ? 1 : 0) + (cart ? 1 : 0);
  return (
    <table className={styles.table} aria-busy={loading} data-testid={testId}>
      <thead>
        <tr>
          <th className={styles.nameCol}>商品名称</th>
          <th>规格</th>
          <th>生产厂家</th>
          <th>单位</th>
          <th>库存</th>
          <th>购买规则</th>
          <th>价格</th>
          {cart ? <th>购买</th> : null}
          {actions ? <th>{actions.title}</th> : null}
        </tr>
      </thead>
      <tbody>
        {loading
          ? SKELETON_ROWS.map((key) => (
              <tr key={key}>
                <td colSpan={columns}>
                  <span className={styles.skeleton} aria-hidden="true" />
                </td>
              </tr>
            ))
          : goods.map((item) => (
              <tr key={item.goods_price_id}>
                <td className={styles.nameCol}>
                  <Link to={goodsHref(item)} className={styles.name} title={item.name}>
                    <Highlighted text={item.name} keywords={highlight} />
                  </Link>
                  <GoodsTags tags={item.tags} activities={item.activity_tags} />
                </td>
                <td>{item.ypgg}</td>
                <td>
                  <Highlighted text={item.sccj} keywords={highlight} />
                </td>
                <td>{item.bzdw}</td>
                <td className={item.number > 0 ? undefined : styles.out}>
                  {stockText(item)}
                  {isLowStock(quantityRulesOf(item)) ? (
                    <span className={styles.low} data-testid="low-stock">
                      库存紧张
                    </span>
                  ) : null}
                </td>
                <td>
                  <QuantityRules goods={item} only={RULE_KEYS} />
                </td>
                <td>
                  <Price goods={item} size="small" />
                </td>
                {cart ? (
                  <td className={styles.buy}>
                    <AddToCartControl goods={item} />
                  </td>
                ) : null}
                {actions ? <td>{actions.render(item)}</td> : null}
              </tr>
            ))}
      </tbody>
    </table>
  );
}

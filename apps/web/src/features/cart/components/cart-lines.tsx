import type { CartLine } from '@mall/shared/cart';
import type { ActivityOutcome, PricedLine } from '@mall/shared/pricing/types';
import { groupLines } from '../utils/cart-groups';
import { CartGroup } from './cart-group';
import { CartLineRow } from './cart-line-row';
import styles from './cart-lines.module.css';

interface CartLinesProps {
  lines: readonly CartLine[];
  activities: readonly ActivityOutcome[];
  pricedById: ReadonlyMap<number, PricedLine>;
  quantityOf: (id: number, fallback: number) => number;
  onSelect: (id: number, selected: boolean) => void;
  onQuantity: (id: number, quantity: number) => void;
  onDelete: (ids: readonly number[], question: string) => void;
}

const CONFIRM_DELETE = '确定删除这件商品吗?';

/** The lines in their groups, invalid lines last. */
export function CartLines({
  lines,
  activities,
  pricedById,
  quantityOf,
  onSelect,
  onQuantity,
  onDelete,
}: CartLinesProps) {
  const groups = groupLines(lines, activities);
  if (groups.length === 0) return <p className={styles.none}>没有符合条件的商品</p>;
  return (
    <div className={styles.groups} data-testid="cart-lines">
      <div className={styles.columns} aria-hidden="true">
        <span />
        <span>商品信息</span>
        <span>单价</span>
        <span>数量</span>
        <span>小计</span>
        <span>操作</span>
      </div>
      {groups.map((group) => (
        <CartGroup
          key={group.key}
          group={group}
          onClearInvalid={() =>
            onDelete(
              group.lines.map((line) => line.id),
              '确定清空失效商品吗?',
            )
          }
        >
          {group.lines.map((line) => {
            const priced = pricedById.get(line.id);
            if (!priced) return null;
            return (
              <CartLineRow
                key={line.id}
                line={line}
                priced={priced}
                quantity={quantityOf(line.id, line.number)}
                onSelect={(selected) => onSelect(line.id, selected)}
                onQuantity={(quantity) => onQuantity(line.id, quantity)}
                onDelete={() => onDelete([line.id], CONFIRM_DELETE)}
              />
            );
          })}
        </CartGroup>
      ))}
    </div>
  );
}

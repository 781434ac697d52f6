/**
 * /zzfw/kjcg 快捷采购: re-buy what the store bought before. Select rows, adjust quantities and
 * 加入购物车 sends the selected lines in one POST /api/cart (the cart hooks refresh the badge).
 */
import { FAST_BUY_ORDERS, type FastBuyOrder } from '@mall/shared/self-service';
import { Button, Radio } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAddToCart } from '@/api/cart/add-to-cart';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { cartLineOf } from '@/components/goods/cart-line';
import { Spinner } from '@/components/spinner';
import { useFastBuy } from '../api/fast-buy';
import { canBuy, FastBuyTable, quantityOf } from '../components/fast-buy-table';
import { SelfServiceNav } from '../components/self-service-nav';
import { pageOf } from '../utils/page-param';
import styles from './self-service.module.css';

const ORDER_LABELS: Record<FastBuyOrder, string> = {
  last: '最近购买',
  times: '购买次数',
  amount: '采购金额',
};

function orderOf(params: URLSearchParams): FastBuyOrder {
  const value = params.get('order');
  return (FAST_BUY_ORDERS as readonly string[]).includes(value ?? '') ? (value as FastBuyOrder) : 'last';
}

export default function QuickBuyPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const order = orderOf(params);
  const list = useFastBuy(page, order);
  const [selected, setSelected] = useState<number[]>([]);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const add = useAddToCart();

  const go = (next: { page?: number; order?: FastBuyOrder }) => {
    const query: Record<string, string> = {};
    const nextOrder = next.order ?? order;
    if (nextOrder !== 'last') query.order = nextOrder;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setSelected([]);
    setParams(query);
  };

  const rows = list.data?.list ?? [];
  const chosen = rows.filter((row) => selected.includes(row.goods_price_id) && canBuy(row));
  const addSelected = () =>
    add.mutate(
      chosen.map((row) => cartLineOf(row.goods, quantityOf(row, quantities))),
      { onSuccess: () => setSelected([]) },
    );

  let body: React.ReactNode;
  if (list.isPending) body = <Spinner block />;
  else if (list.isError) body = <EmptyState title="采购记录加载失败" description="请稍后刷新重试" />;
  else if (list.data.total === 0)
    body = (
      <EmptyState
        testId="fast-buy-empty"
        title="暂无采购记录"
        description="付款后的订单商品会出现在这里，方便您一键补货"
      >
        <Link to="/list">去逛逛</Link>
      </EmptyState>
    );
  else
    body = (
      <FastBuyTable
        rows={rows}
        total={list.data.total}
        page={page}
        order={order}
        selected={selected}
        quantities={quantities}
        onSelect={setSelected}
        onQuantity={(id, value) => setQuantities((prev) => ({ ...prev, [id]: value }))}
        onPage={(next) => go({ page: next })}
        onOrder={(next) => go({ order: next })}
      />
    );

  return (
    <AccountFrame title="快捷采购" testId="quick-buy-page">
      <SelfServiceNav />
      <div className={styles.toolbar}>
        <Radio.Group
          optionType="button"
          value={order}
          onChange={(event) => go({ order: event.target.value as FastBuyOrder })}
          options={FAST_BUY_ORDERS.map((value) => ({ value, label: ORDER_LABELS[value] }))}
          data-testid="fast-buy-order"
        />
        <span>
          <span className={styles.muted}>已选 {chosen.length} 种商品 </span>
          <Button
            type="primary"
            disabled={chosen.length === 0}
            loading={add.isPending}
            onClick={addSelected}
            data-testid="fast-buy-add"
          >
            加入购物车
          </Button>
        </span>
      </div>
      {body}
    </AccountFrame>
  );
}

/**
 * 快捷采购 table: what the store bought before, with the last price, how often, how much and
 * when, the price now, the goods' tags as the lists show them, and a quantity input honouring the
 * offer's rules, starting at the quantity bought last time. Rows that cannot be bought now show
 * why and cannot be selected. Sorting is the server's (order=last|times|amount).
 */
import type { FastBuyOrder, FastBuyRow } from '@mall/shared/self-service';
import type { SortOrder } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { FitTable } from '@/components/fit-table/fit-table';
import { GoodsTags } from '@/components/goods/goods-tags';
import { Price } from '@/components/goods/price';
import { maxQuantity } from '@/components/goods/quantity';
import { QuantityStepper } from '@/components/goods/quantity-stepper';
import { paths } from '@/config/paths';
import { FAST_BUY_PAGE_SIZE } from '../api/fast-buy';
import styles from '../pages/self-service.module.css';
import { startQuantity } from '../utils/start-quantity';

export const canBuy = (row: FastBuyRow) =>
  row.invalid_reason === '' && row.goods.base_price !== null && maxQuantity(row.rules) > 0;

/** The quantity the buyer set, else the last one bought rounded to today's rules. */
export const quantityOf = (row: FastBuyRow, quantities: Record<number, number>) =>
  quantities[row.goods_price_id] ?? startQuantity(row);

interface FastBuyTableProps {
  rows: FastBuyRow[];
  total: number;
  page: number;
  order: FastBuyOrder;
  selected: number[];
  quantities: Record<number, number>;
  onSelect: (ids: number[]) => void;
  onQuantity: (id: number, value: number) => void;
  onPage: (page: number) => void;
  onOrder: (order: FastBuyOrder) => void;
}

const SORTABLE: Record<string, FastBuyOrder> = { last_date: 'last', times: 'times', total_amount: 'amount' };

export function FastBuyTable(props: FastBuyTableProps): React.JSX.Element {
  const { rows, order, quantities } = props;
  const sortOrder = (key: FastBuyOrder): SortOrder => (order === key ? 'descend' : null);
  return (
    <FitTable<FastBuyRow>
      data-testid="fast-buy-table"
      rowKey="goods_price_id"
      dataSource={rows}
      size="middle"
      rowSelection={{
        selectedRowKeys: props.selected,
        onChange: (keys) => props.onSelect(keys.map(Number)),
        getCheckboxProps: (row) => ({ disabled: !canBuy(row), 'aria-label': `选择${row.goods.name}` }),
      }}
      pagination={{
        current: props.page,
        pageSize: FAST_BUY_PAGE_SIZE,
        total: props.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        const next = one?.field ? SORTABLE[String(one.field)] : undefined;
        if (next && next !== order) props.onOrder(next);
        else if (pagination.current && pagination.current !== props.page) props.onPage(pagination.current);
      }}
      columns={[
        {
          title: '商品',
          key: 'goods',
          render: (_v, row) => (
            <div data-testid="fast-buy-row">
              <Link to={paths.goodsDetail(row.goods.id, row.goods)}>{row.goods.name}</Link>
              <GoodsTags
                tags={row.goods.tags}
                activities={row.goods.activity_tags}
                className={styles.nameTags}
              />
              <div className={styles.muted}>
                {row.goods.ypgg} · {row.goods.sccj} · 库存 {row.rules.stock}
              </div>
            </div>
          ),
        },
        { title: '上次价格', dataIndex: 'last_price', width: 90, render: (v: string) => `¥${v}` },
        {
          title: '当前价格',
          key: 'price',
          width: 100,
          render: (_v, row) => <Price goods={row.goods} size="small" />,
        },
        {
          title: '购买次数',
          dataIndex: 'times',
          width: 96,
          sorter: true,
          sortOrder: sortOrder('times'),
          sortDirections: ['descend'],
        },
        {
          title: '累计采购',
          dataIndex: 'total_amount',
          width: 110,
          sorter: true,
          sortOrder: sortOrder('amount'),
          sortDirections: ['descend'],
          render: (v: string, row) => (
            <>
              <div>¥{v}</div>
              <div className={styles.muted}>
                共 {row.total_quantity}
                {row.goods.bzdw}
              </div>
            </>
          ),
        },
        {
          title: '最近购买',
          dataIndex: 'last_date',
          width: 112,
          sorter: true,
          sortOrder: sortOrder('last'),
          sortDirections: ['descend'],
          render: (v: string, row) => (
            <>
              <div>{v}</div>
              <div className={styles.muted} data-testid="fast-buy-last-quantity">
                上次 {row.last_quantity}
                {row.goods.bzdw}
              </div>
            </>
          ),
        },
        {
          title: '采购数量',
          key: 'quantity',
          width: 130,
          render: (_v, row) =>
            canBuy(row) ? (
              <QuantityStepper
                compact
                rules={row.rules}
                value={quantityOf(row, quantities)}
                onChange={(value) => props.onQuantity(row.goods_price_id, value)}
              />
            ) : (
              <span className={styles.muted} data-testid="fast-buy-blocked">
                {row.invalid_reason || row.goods.price_tip || '暂不可购'}
              </span>
            ),
        },
      ]}
    />
  );
}

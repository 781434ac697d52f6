import { Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { OrderListQuery } from '@/api/orders/get-orders';
import { DatePicker } from '@/lib/antd-date-picker';
import styles from './order-filters.module.css';

interface OrderFiltersProps {
  query: OrderListQuery;
  onChange: (change: Partial<Pick<OrderListQuery, 'keywords' | 'start' | 'end'>>) => void;
}

/** Search by order number or goods name, and the order date range (both ends inclusive). */
export function OrderFilters({ query, onChange }: OrderFiltersProps): React.JSX.Element {
  const [keywords, setKeywords] = useState(query.keywords);
  // Back and forward change the URL under the page: the box follows it.
  useEffect(() => setKeywords(query.keywords), [query.keywords]);
  return (
    <div className={styles.filters}>
      <Input.Search
        data-testid="order-search"
        className={styles.search}
        placeholder="订单号 / 商品名称"
        allowClear
        enterButton="搜索"
        maxLength={50}
        value={keywords}
        onChange={(event) => setKeywords(event.target.value)}
        onSearch={(value) => onChange({ keywords: value.trim() })}
      />
      <span>下单时间</span>
      <DatePicker.RangePicker
        data-testid="order-dates"
        value={[query.start ? dayjs(query.start) : null, query.end ? dayjs(query.end) : null]}
        allowEmpty={[true, true]}
        onChange={(_dates, [start, end]) => onChange({ start: start ?? '', end: end ?? '' })}
      />
    </div>
  );
}

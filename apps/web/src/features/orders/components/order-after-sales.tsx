import { chinaDateTime } from '@mall/shared/china-time';
import type { AfterSaleSummary } from '@mall/shared/order';
import { Link } from 'react-router';
import { FitTable } from '@/components/fit-table/fit-table';
import { afterSaleHref } from './after-sale-form';

/** The order's returns and after-sales, each linking to its own page. */
export function OrderAfterSales({ items }: { items: readonly AfterSaleSummary[] }): React.JSX.Element {
  return (
    <FitTable<AfterSaleSummary>
      data-testid="order-after-sales"
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={[...items]}
      columns={[
        {
          title: '售后单号',
          dataIndex: 'after_sale_no',
          render: (no: string, row) => <Link to={afterSaleHref(row.id, row.kind)}>{no}</Link>,
        },
        { title: '类型', dataIndex: 'kind_text' },
        { title: '状态', dataIndex: 'status_text' },
        { title: '退款金额', dataIndex: 'refund_amount', render: (v: string) => `¥${v}` },
        { title: '申请时间', dataIndex: 'created_at', render: (v: number) => chinaDateTime(v) },
      ]}
    />
  );
}

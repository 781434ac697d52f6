/**
 * /zzfw/dzfp 电子发票 (the top bar's 电子发票查询): the member's invoices of completed orders, each
 * with its PDF to view in a new tab or download.
 */
import { chinaDate } from '@mall/shared/china-time';
import type { InvoiceRead } from '@mall/shared/order';
import { Button, Space, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { INVOICE_PAGE_SIZE, invoicePdfHref, useInvoices } from '@/api/orders/get-invoices';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { FitTable } from '@/components/fit-table/fit-table';
import { Spinner } from '@/components/spinner';
import { href } from '@/config/paths';

const STATUS_COLOR = { 0: 'processing', 1: 'success', 2: 'default' } as const;

function pageOf(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isSafeInteger(value) && value > 1 ? value : 1;
}

export default function InvoicesPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const invoices = useInvoices(pageOf(params));

  let body: React.ReactNode;
  if (invoices.isPending) body = <Spinner block />;
  else if (invoices.isError)
    body = (
      <EmptyState title="发票加载失败" description="请稍后重试">
        <Button type="primary" onClick={() => void invoices.refetch()}>
          重新加载
        </Button>
      </EmptyState>
    );
  else if (invoices.data.total === 0)
    body = (
      <EmptyState
        testId="invoices-empty"
        title="暂无电子发票"
        description="订单确认收货后，电子发票会在这里开具"
      >
        <Link to="/order">查看我的订单</Link>
      </EmptyState>
    );
  else {
    const data = invoices.data;
    body = (
      <FitTable<InvoiceRead>
        data-testid="invoice-table"
        rowKey="id"
        dataSource={data.list}
        pagination={{
          current: data.page,
          pageSize: data.page_size || INVOICE_PAGE_SIZE,
          total: data.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (page) => setParams(page > 1 ? { page: String(page) } : {}),
        }}
        columns={[
          { title: '发票号码', dataIndex: 'invoice_no', width: 190 },
          {
            title: '订单号',
            dataIndex: 'order_no',
            width: 200,
            render: (no: string, row) => <Link to={href('/order/info/:id', { id: row.order_id })}>{no}</Link>,
          },
          {
            title: '发票抬头',
            key: 'title',
            render: (_v, row) => (
              <>
                <div>{row.title}</div>
                <div>{row.tax_number}</div>
              </>
            ),
          },
          { title: '类型', dataIndex: 'invoice_type_text', width: 120 },
          { title: '金额', dataIndex: 'amount', width: 100, render: (v: string) => `¥${v}` },
          { title: '税额', dataIndex: 'tax_amount', width: 90, render: (v: string) => `¥${v}` },
          {
            title: '状态',
            dataIndex: 'status_text',
            width: 90,
            render: (text: string, row) => <Tag color={STATUS_COLOR[row.status]}>{text}</Tag>,
          },
          { title: '开票日期', dataIndex: 'issued_at', width: 110, render: (v: number) => chinaDate(v) },
          {
            title: '操作',
            key: 'actions',
            width: 110,
            render: (_v, row) =>
              row.status === 0 ? (
                <span>开具中</span>
              ) : (
                <Space size="small" wrap={false}>
                  <a href={invoicePdfHref(row.id)} target="_blank" rel="noopener" data-testid="invoice-view">
                    查看
                  </a>
                  <a href={invoicePdfHref(row.id, true)} data-testid="invoice-download">
                    下载
                  </a>
                </Space>
              ),
          },
        ]}
      />
    );
  }

  return (
    <AccountFrame title="电子发票" testId="invoices-page">
      {body}
    </AccountFrame>
  );
}

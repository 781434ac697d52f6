/**
 * /order/returnInfo/:id 退货详情 and /order/afterSalesInfo/:id 售后详情: one after-sale with its
 * steps, reason, photos, lines, refund and the review's note, linking back to its order.
 */
import { chinaDateTime } from '@mall/shared/china-time';
import type { AfterSaleDetail } from '@mall/shared/order';
import { Descriptions, Image, Steps } from 'antd';
import { Link, useLocation, useParams } from 'react-router';
import { useAfterSale } from '@/api/orders/get-after-sale';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { FitTable } from '@/components/fit-table/fit-table';
import { Spinner } from '@/components/spinner';
import { href } from '@/config/paths';
import { LineBadges } from '../components/line-badges';
import styles from '../components/order-detail.module.css';
import { afterSaleSteps } from '../utils/after-sale-steps';
import { refundToText } from '../utils/refund-to';

type SaleLine = AfterSaleDetail['lines'][number];

function AfterSaleBody({ sale }: { sale: AfterSaleDetail }) {
  const { steps, current, failed } = afterSaleSteps(sale);
  return (
    <>
      <div className={styles.head}>
        <div>
          <h2 className={styles.statusText} data-testid="after-sale-status">
            {sale.status_text}
          </h2>
          <span className={styles.muted}>
            {sale.kind_text} · 售后单号 {sale.after_sale_no}
          </span>
        </div>
        <Link to={href('/order/info/:id', { id: sale.order_id })} data-testid="after-sale-order-link">
          查看订单 {sale.order_no}
        </Link>
      </div>
      <Steps
        current={current}
        status={failed ? 'error' : current === steps.length - 1 ? 'finish' : 'process'}
        items={steps.map((step) => ({ title: step.title, content: chinaDateTime(step.at) }))}
      />
      <section className={styles.section}>
        <Descriptions
          data-testid="after-sale-info"
          bordered
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'kind', label: '售后类型', children: sale.kind_text },
            { key: 'time', label: '申请时间', children: chinaDateTime(sale.created_at, true) },
            { key: 'reason', label: '申请原因', span: 2, children: sale.reason },
            { key: 'refund', label: '退款金额', children: `¥${sale.refund_amount}` },
            {
              key: 'to',
              label: '退款去向',
              children: <span data-testid="after-sale-refund-to">{refundToText(sale)}</span>,
            },
            { key: 'refunded', label: '退款时间', children: chinaDateTime(sale.refunded_at, true) || '—' },
            { key: 'reviewed', label: '审核时间', children: chinaDateTime(sale.reviewed_at, true) || '—' },
            { key: 'note', label: '审核说明', span: 2, children: sale.review_note || '—' },
          ]}
        />
      </section>
      {sale.images.length ? (
        <section className={styles.section} data-testid="after-sale-images">
          <h2 className={styles.sectionTitle}>凭证图片</h2>
          <Image.PreviewGroup>
            {sale.images.map((url) => (
              <Image
                key={url}
                src={url}
                width={96}
                height={96}
                style={{ objectFit: 'cover' }}
                alt="凭证图片"
              />
            ))}
          </Image.PreviewGroup>
        </section>
      ) : null}
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>申请商品</h2>
        <FitTable<SaleLine>
          data-testid="after-sale-lines"
          rowKey={(row) => row.order_line.id}
          size="small"
          pagination={false}
          dataSource={sale.lines}
          columns={[
            {
              title: '商品',
              key: 'goods',
              render: (_v, row) => (
                <>
                  <strong>{row.order_line.name}</strong>
                  <LineBadges line={row.order_line} />
                  <div className={styles.muted}>
                    {row.order_line.ypgg} · {row.order_line.sccj}
                  </div>
                </>
              ),
            },
            {
              title: '批号',
              key: 'batch',
              render: (_v, row) => row.order_line.batch_number || '—',
            },
            { title: '单价', key: 'price', render: (_v, row) => `¥${row.order_line.price}` },
            {
              title: '购买数量',
              key: 'bought',
              render: (_v, row) => `${row.order_line.number}${row.order_line.bzdw}`,
            },
            { title: '申请数量', dataIndex: 'number' },
            { title: '退款金额', dataIndex: 'amount', render: (v: string) => `¥${v}` },
          ]}
        />
      </section>
    </>
  );
}

export default function AfterSalePage(): React.JSX.Element {
  const id = Number(useParams().id);
  const isReturn = useLocation().pathname.startsWith('/order/returnInfo/');
  const title = isReturn ? '退货详情' : '售后详情';
  const sale = useAfterSale(id);
  const back = <Link to="/order?status=after_sale">返回售后订单</Link>;

  let body: React.ReactNode;
  if (sale.isPending && sale.fetchStatus !== 'idle') body = <Spinner block />;
  else if (!sale.data)
    body = (
      <EmptyState title="售后单不存在或无法查看" description="请从订单详情进入">
        <Link to="/order">查看我的订单</Link>
      </EmptyState>
    );
  else body = <AfterSaleBody sale={sale.data} />;

  return (
    <AccountFrame title={title} extra={back} testId="after-sale-page">
      {body}
    </AccountFrame>
  );
}

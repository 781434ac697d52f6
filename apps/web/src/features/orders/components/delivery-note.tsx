/**
 * 随货同行单 (DESIGN §6 compliance): every line's snapshot as it was sold, with buyer, seller,
 * address, order number and date, in a dialog whose print styles leave only the note on paper.
 */
import { chinaDate } from '@mall/shared/china-time';
import type { OrderDetail } from '@mall/shared/order';
import { Button, Modal } from 'antd';
import { useMember } from '@/lib/auth';
import styles from './delivery-note.module.css';

interface DeliveryNoteProps {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}

export function DeliveryNote({ order, open, onClose }: DeliveryNoteProps): React.JSX.Element {
  const member = useMember();
  const seller = member?.common_config.footer.company || member?.common_config.site_name || '';
  const { address } = order;
  return (
    <Modal
      open={open}
      width={1080}
      onCancel={onClose}
      title="打印随货同行单"
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="print" type="primary" onClick={() => window.print()}>
          打印
        </Button>,
      ]}
    >
      <section className={styles.note} data-testid="delivery-note">
        <h1 className={styles.title}>随货同行单</h1>
        <div className={styles.meta}>
          <span>购货单位：{member?.company || order.invoice.title}</span>
          <span>订单号：{order.order_no}</span>
          <span>日期：{chinaDate(order.shipped_at ?? order.paid_at ?? order.created_at)}</span>
        </div>
        <div className={styles.meta}>
          <span>
            收货地址：{address.province}
            {address.city}
            {address.district}
            {address.detail}
          </span>
          <span>
            收货人：{address.consignee} {address.phone}
          </span>
        </div>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>序号</th>
              <th>商品名称</th>
              <th>通用名</th>
              <th>规格</th>
              <th>剂型</th>
              <th>生产企业</th>
              <th>批准文号</th>
              <th>批号</th>
              <th>有效期至</th>
              <th>单位</th>
              <th>数量</th>
              <th>单价</th>
              <th>金额</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => (
              <tr key={line.id}>
                <td>{index + 1}</td>
                <td>{line.name}</td>
                <td>{line.generic_name}</td>
                <td>{line.ypgg}</td>
                <td>{line.dosage_form}</td>
                <td>{line.sccj}</td>
                <td>{line.approval_number}</td>
                <td>{line.batch_number}</td>
                <td>{line.expiry_date}</td>
                <td>{line.bzdw}</td>
                <td>{line.number + line.gift_number}</td>
                <td>{line.price}</td>
                <td>{line.amount}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={12}>合计（元）</td>
              <td>{order.amounts.goods_amount}</td>
            </tr>
          </tfoot>
        </table>
        <div className={styles.meta}>
          <span>供货单位：{seller}</span>
          <span>发货人：</span>
          <span>收货人签收：</span>
        </div>
      </section>
    </Modal>
  );
}

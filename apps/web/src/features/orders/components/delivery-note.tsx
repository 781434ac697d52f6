/**
 * 随货同行单 (DESIGN §6 compliance) of a shipped order, as the server writes it: every line's
 * snapshot as it was sold with its 上市许可持有人, gifts as rows of their own at ¥0.00, buyer, seller,
 * address, order number and shipping date, in a dialog whose print styles leave only the note on paper.
 */
import { chinaDate } from '@mall/shared/china-time';
import type { DeliveryNote as Note } from '@mall/shared/documents';
import { Button, Modal } from 'antd';
import { useDeliveryNote } from '@/api/orders/get-delivery-note';
import { Spinner } from '@/components/spinner';
import styles from './delivery-note.module.css';

interface DeliveryNoteProps {
  orderId: number;
  open: boolean;
  onClose: () => void;
}

const COLUMNS = [
  '序号',
  '商品名称',
  '通用名',
  '规格',
  '剂型',
  '生产企业',
  '上市许可持有人',
  '批准文号',
  '批号',
  '有效期至',
  '单位',
  '数量',
  '单价',
  '金额',
] as const;

function NoteBody({ note }: { note: Note }): React.JSX.Element {
  const { address } = note;
  return (
    <section className={styles.note} data-testid="delivery-note">
      <h1 className={styles.title}>随货同行单</h1>
      <div className={styles.meta}>
        <span>购货单位：{note.buyer}</span>
        <span>订单号：{note.order_no}</span>
        <span>发货日期：{chinaDate(note.shipped_at)}</span>
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
        <span>
          承运：{note.carrier} {note.tracking_no}
        </span>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((title) => (
              <th key={title}>{title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {note.lines.map((line, index) => (
            <tr
              key={`${line.order_line_id}-${line.is_gift}-${line.price}-${line.name}`}
              data-testid="delivery-note-line"
              data-gift={line.is_gift}
            >
              <td>{index + 1}</td>
              <td>
                {line.name}
                {line.is_gift ? <span className={styles.gift}>（赠品）</span> : null}
              </td>
              <td>{line.generic_name}</td>
              <td>{line.ypgg}</td>
              <td>{line.dosage_form}</td>
              <td>{line.sccj}</td>
              <td>{line.mah || '—'}</td>
              <td>{line.approval_number}</td>
              <td>{line.batch_number}</td>
              <td>{line.expiry_date}</td>
              <td>{line.bzdw}</td>
              <td>{line.number}</td>
              <td>{line.price}</td>
              <td>{line.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={11}>合计（大写）：{note.total_amount_words}</td>
            <td>{note.total_number}</td>
            <td />
            <td data-testid="delivery-note-total">{note.total_amount}</td>
          </tr>
        </tfoot>
      </table>
      <div className={styles.meta}>
        <span>供货单位：{note.seller}</span>
        <span>发货人：</span>
        <span>收货人签收：</span>
      </div>
    </section>
  );
}

export function DeliveryNote({ orderId, open, onClose }: DeliveryNoteProps): React.JSX.Element {
  const note = useDeliveryNote(orderId, open);
  return (
    <Modal
      open={open}
      width={1180}
      onCancel={onClose}
      title="打印随货同行单"
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="print" type="primary" disabled={!note.data} onClick={() => window.print()}>
          打印
        </Button>,
      ]}
    >
      {note.data ? <NoteBody note={note.data} /> : <Spinner block />}
    </Modal>
  );
}

/**
 * 兑换: how many units (1 to what stock, the per-store limit and the points allow) and which of the
 * store's addresses the points order goes to; 确认兑换 redeems. On success the dialog shows the
 * points order's number, the points left and a link to /jfdd; a refusal (积分不足, 库存不足,
 * 超出限兑数量, 地址不存在) is shown by the client's error handling and the dialog stays open.
 */
import { POINTS_REDEEM_MAX, type PointsGoodsRead, type PointsRedeemed } from '@mall/shared/points';
import { Button, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRedeemPointsGoods } from '@/api/points/redeem-points-goods';
import { useAddresses } from '@/api/user/get-addresses';
import { Spinner } from '@/components/spinner';
import styles from './redeem-dialog.module.css';

interface RedeemDialogProps {
  goods: PointsGoodsRead;
  /** the store's points now */
  points: number;
  onClose: () => void;
}

export function RedeemDialog({ goods, points, onClose }: RedeemDialogProps): React.JSX.Element {
  const addresses = useAddresses();
  const redeem = useRedeemPointsGoods();
  const [number, setNumber] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [done, setDone] = useState<PointsRedeemed | null>(null);
  const list = addresses.data ?? [];
  const addressId = chosen ?? list.find((a) => a.is_default === 1)?.id ?? list[0]?.id ?? null;
  const max = Math.max(
    1,
    Math.min(
      POINTS_REDEEM_MAX,
      goods.stock,
      goods.per_member_limit > 0 ? goods.per_member_limit : POINTS_REDEEM_MAX,
    ),
  );
  const cost = goods.points * number;
  const short = cost > points;

  const submit = () => {
    if (addressId === null) return;
    redeem.mutate(
      { id: goods.id, number, address_id: addressId },
      { onSuccess: (envelope) => setDone(envelope.data) },
    );
  };

  return (
    <Modal
      open
      title={done ? '兑换成功' : `兑换：${goods.name}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={520}
    >
      {done ? (
        <div className={styles.done} data-testid="redeem-done">
          <p>
            积分订单 <strong data-testid="redeem-order-no">{done.order_no}</strong> 已提交，共使用{' '}
            {done.total_points} 积分，剩余 {done.points_left} 积分。
          </p>
          <p className={styles.muted}>礼品将在 3 个工作日内发出，可在积分订单中查看物流。</p>
          <div className={styles.actions}>
            <Button onClick={onClose}>继续兑换</Button>
            <Link to="/jfdd" className={styles.link} data-testid="redeem-to-orders">
              查看积分订单
            </Link>
          </div>
        </div>
      ) : (
        <div data-testid="redeem-dialog">
          <div className={styles.row}>
            <span className={styles.label}>兑换数量</span>
            <InputNumber
              data-testid="redeem-number"
              min={1}
              max={max}
              precision={0}
              value={number}
              onChange={(value) => setNumber(Math.min(max, Math.max(1, Math.floor(Number(value) || 1))))}
            />
            <span className={styles.muted}>
              库存 {goods.stock}
              {goods.per_member_limit > 0 ? ` · 每店限兑 ${goods.per_member_limit} 件` : ''}
            </span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>所需积分</span>
            <strong className={styles.cost} data-testid="redeem-cost">
              {cost}
            </strong>
            <span className={short ? styles.warn : styles.muted}>可用 {points} 积分</span>
          </div>
          <div className={styles.addresses}>
            <span className={styles.label}>收货地址</span>
            {addresses.isPending ? (
              <Spinner />
            ) : list.length === 0 ? (
              <span>
                暂无收货地址，请先
                <Link to="/zhzx/addr" className={styles.inline}>
                  添加收货地址
                </Link>
              </span>
            ) : (
              <Radio.Group
                className={styles.addressList}
                value={addressId}
                onChange={(event) => setChosen(event.target.value as number)}
              >
                {list.map((a) => (
                  <Radio key={a.id} value={a.id} data-testid={`redeem-address-${a.id}`}>
                    {a.consignee} {a.phone} {a.full_address}
                  </Radio>
                ))}
              </Radio.Group>
            )}
          </div>
          <div className={styles.actions}>
            <Button onClick={onClose}>取消</Button>
            <Button
              type="primary"
              data-testid="redeem-submit"
              loading={redeem.isPending}
              disabled={addressId === null || short || goods.stock < 1}
              onClick={submit}
            >
              {short ? '积分不足' : '确认兑换'}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

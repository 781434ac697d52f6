/**
 * 充值: choose a tier (or an amount of one's own, whole yuan within the store's bounds), then pay
 * it in the gateway's cashier (opened in a new tab, or its QR code scanned). The dialog asks the
 * server about the recharge every few seconds and says 充值成功 once the payment has settled; only
 * then have the balance and the bonus been credited.
 */
import type { MoneyConfig, RechargeStart } from '@mall/shared/recharge';
import { Button, InputNumber, Modal, Radio } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { type RechargeChoice, useCreateRecharge } from '@/api/wallet/create-recharge';
import { useRecharge } from '@/api/wallet/get-recharge';
import buttons from '@/components/button-link.module.css';
import styles from './recharge-dialog.module.css';

const CUSTOM = 'custom';

function ChooseStep({
  config,
  onStarted,
}: {
  config: MoneyConfig;
  onStarted: (start: RechargeStart) => void;
}): React.JSX.Element {
  const [choice, setChoice] = useState<number | typeof CUSTOM>(config.tiers[0]?.id ?? CUSTOM);
  const [custom, setCustom] = useState<number | null>(null);
  const create = useCreateRecharge();
  const min = Number(config.min);
  const max = Number(config.max);
  const customValid = custom !== null && Number.isInteger(custom) && custom >= min && custom <= max;
  const request: RechargeChoice | null =
    choice === CUSTOM ? (customValid ? { amount: custom } : null) : { tier_id: choice };
  return (
    <>
      <Radio.Group
        className={styles.tiers}
        value={choice}
        onChange={(event) => setChoice(event.target.value as number | typeof CUSTOM)}
      >
        {config.tiers.map((tier) => (
          <Radio.Button key={tier.id} value={tier.id} className={styles.tier}>
            <span data-testid={`recharge-tier-${tier.id}`}>
              <strong className={styles.tierAmount}>¥{tier.amount}</strong>
              <span className={styles.tierBonus}>{tier.bonus_text || '无赠送'}</span>
            </span>
          </Radio.Button>
        ))}
        <Radio.Button value={CUSTOM} className={styles.tier}>
          <span data-testid="recharge-tier-custom">
            <strong className={styles.tierAmount}>其他金额</strong>
            <span className={styles.tierBonus}>无赠送</span>
          </span>
        </Radio.Button>
      </Radio.Group>
      {choice === CUSTOM ? (
        <div className={styles.custom}>
          <InputNumber
            data-testid="recharge-custom"
            min={min}
            max={max}
            precision={0}
            step={100}
            value={custom}
            onChange={(value) => setCustom(value)}
            addonAfter="元"
            placeholder={`${min}～${max}`}
          />
          <span className={styles.hint}>
            整数元，{min}～{max} 元
          </span>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="primary"
          data-testid="recharge-submit"
          disabled={request === null}
          loading={create.isPending}
          onClick={() => {
            if (request) create.mutate(request, { onSuccess: onStarted });
          }}
        >
          确认充值
        </Button>
      </div>
    </>
  );
}

function PayStep({ start }: { start: RechargeStart }): React.JSX.Element {
  const recharge = useRecharge(start.recharge_no);
  const status = recharge.data?.status ?? 0;
  return (
    <div className={styles.pay} data-testid="recharge-pay">
      <p>
        充值单号 {start.recharge_no}，金额 <b className={styles.price}>¥{start.amount}</b>
        {start.bonus_text ? `（${start.bonus_text}）` : ''}
      </p>
      {status === 0 ? (
        <>
          <QRCodeSVG
            value={new URL(start.qr_url, window.location.origin).toString()}
            size={148}
            marginSize={2}
            title="扫码支付"
          />
          <a
            className={buttons.primary}
            href={start.qr_url}
            target="_blank"
            rel="noreferrer"
            data-testid="recharge-open"
          >
            打开支付页
          </a>
          <p className={styles.hint} data-testid="recharge-status">
            请在收银台完成支付，支付成功后本窗口将自动更新。
          </p>
        </>
      ) : (
        <p
          className={status === 1 ? styles.ok : styles.closed}
          data-testid="recharge-status"
          aria-live="polite"
        >
          {status === 1 ? '充值成功，余额已到账' : '充值已取消'}
        </p>
      )}
    </div>
  );
}

export function RechargeDialog({
  open,
  config,
  onClose,
}: {
  open: boolean;
  config: MoneyConfig;
  onClose: () => void;
}): React.JSX.Element {
  const [start, setStart] = useState<RechargeStart | null>(null);
  const close = () => {
    setStart(null);
    onClose();
  };
  return (
    <Modal open={open} title="余额充值" footer={null} onCancel={close} destroyOnHidden width={560}>
      {start ? <PayStep start={start} /> : <ChooseStep config={config} onStarted={setStart} />}
    </Modal>
  );
}

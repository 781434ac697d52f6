/**
 * What follows a started payment: the cashier's QR code (scanned with a phone, or the link opened
 * here) for an online payment — the page polls the order meanwhile — or the bank account for a
 * transfer, which finance confirms later.
 */
import type { PayStart } from '@mall/shared/payment';
import { QRCodeSVG } from 'qrcode.react';
import { Link } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { paths } from '@/config/paths';
import styles from './pay-panels.module.css';

export function OnlinePayment({ start }: { start: PayStart }): React.JSX.Element {
  return (
    <section className={styles.box} data-testid="pay-online">
      <p className={styles.note}>
        请在收银台页面完成支付（支付流水号 {start.payment_no}，金额 ¥{start.amount}
        ），支付成功后本页将自动跳转。
      </p>
      {start.qr_url ? (
        <div className={styles.actions}>
          <QRCodeSVG
            value={new URL(start.qr_url, window.location.origin).toString()}
            size={160}
            marginSize={2}
            title="扫码支付"
            data-testid="pay-qr"
          />
          <a
            className={buttons.primary}
            href={start.qr_url}
            target="_blank"
            rel="noreferrer"
            data-testid="pay-open"
          >
            打开支付页
          </a>
        </div>
      ) : null}
    </section>
  );
}

export function TransferPayment({ start }: { start: PayStart }): React.JSX.Element {
  const bank = start.bank;
  return (
    <section className={styles.box} data-testid="pay-transfer">
      {bank ? (
        <dl className={styles.fields}>
          <dt>户名</dt>
          <dd data-testid="bank-account-name">{bank.account_name}</dd>
          <dt>开户银行</dt>
          <dd data-testid="bank-name">{bank.bank_name}</dd>
          <dt>银行账号</dt>
          <dd data-testid="bank-account">{bank.account}</dd>
          <dt>转账备注</dt>
          <dd data-testid="bank-remark">{bank.remark}</dd>
          <dt>转账金额</dt>
          <dd>¥{start.amount}</dd>
        </dl>
      ) : null}
      <p className={styles.note}>
        请按以上账户转账，并在转账备注中填写订单号；财务确认到账后订单将进入待发货。
      </p>
      <p className={styles.awaiting} data-testid="transfer-note">
        已完成转账，等待财务确认
      </p>
      <div className={styles.actions}>
        <Link className={buttons.default} to={paths.orderInfo(start.order_id)}>
          查看订单
        </Link>
      </div>
    </section>
  );
}

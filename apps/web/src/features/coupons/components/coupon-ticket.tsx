/** A coupon drawn as a ticket: its face on the left, what it is and when it holds, an action on the right. */
import type { ReactNode } from 'react';
import styles from './coupon-ticket.module.css';

interface CouponTicketProps {
  face: { amount: string; unit: '元' | '折' };
  /** 满100元可用 */
  rule: string;
  title: string;
  scope: string | undefined;
  validity: string;
  /** Under the validity: a stock bar, a note. */
  children?: ReactNode;
  /** The right-hand side: a button, a link or a stamp. */
  action?: ReactNode;
  /** Greyed: used, expired, sold out. */
  muted?: boolean;
  testId?: string;
}

export function CouponTicket(props: CouponTicketProps): React.JSX.Element {
  return (
    <article className={`${styles.ticket} ${props.muted ? styles.muted : ''}`} data-testid={props.testId}>
      <div className={styles.face}>
        <p className={styles.amount}>
          {props.face.unit === '元' ? <span className={styles.currency}>¥</span> : null}
          <strong>{props.face.amount}</strong>
          {props.face.unit === '折' ? <span className={styles.currency}>折</span> : null}
        </p>
        <p className={styles.rule}>{props.rule}</p>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{props.title}</h3>
        {props.scope ? <p className={styles.line}>适用范围：{props.scope}</p> : null}
        <p className={styles.line}>有效期：{props.validity}</p>
        {props.children}
      </div>
      {props.action ? <div className={styles.action}>{props.action}</div> : null}
    </article>
  );
}

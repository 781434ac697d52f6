/** 随货资料 the buyer wants with the goods, and the order's remarks. */
import { ORDER_DOCUMENTS, ORDER_REMARK_MAX } from '@mall/shared/order';
import { Checkbox, Input } from 'antd';
import styles from './choices.module.css';
import { Section } from './section';

interface OrderExtrasProps {
  documents: string[];
  onDocuments: (documents: string[]) => void;
  remark: string;
  onRemark: (remark: string) => void;
}

export function OrderExtras(props: OrderExtrasProps): React.JSX.Element {
  return (
    <Section title="随货资料与备注" testId="checkout-extras">
      <div className={styles.list}>
        <div className={styles.option}>
          <span className={styles.muted}>随货资料</span>
          <Checkbox.Group
            options={ORDER_DOCUMENTS.map((name) => ({ label: name, value: name }))}
            value={props.documents}
            onChange={(values) => props.onDocuments(values.map(String))}
          />
        </div>
        <Input.TextArea
          aria-label="订单备注"
          placeholder="选填：对本次订单的说明"
          value={props.remark}
          maxLength={ORDER_REMARK_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(e) => props.onRemark(e.target.value)}
        />
      </div>
    </Section>
  );
}

import type { OrderLineRead } from '@mall/shared/order';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useInspectionReports } from '@/api/catalogue/get-inspection-reports';
import styles from './order-detail.module.css';

function ReportList({ line }: { line: OrderLineRead }) {
  const reports = useInspectionReports(line.goods_id, line.batch_number, true);
  if (reports.isPending) return <span>加载中…</span>;
  if (reports.isError) return <span>质检报告加载失败，请稍后重试</span>;
  if (reports.data.length === 0) return <span>批号 {line.batch_number || '—'} 暂无质检报告</span>;
  return (
    <ul className={styles.reports} data-testid="batch-reports">
      {reports.data.map((report) => (
        <li key={report.id}>
          <a href={report.image} target="_blank" rel="noopener">
            {report.title}
          </a>
          <span className={styles.muted}>
            {' '}
            批号 {report.batch_number} · {report.issued_on}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 质检报告 of the batch this line shipped from, fetched when the buyer asks for them. */
export function BatchReports({ line }: { line: OrderLineRead }): React.JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={`${line.name} 质检报告`}
      content={open ? <ReportList line={line} /> : null}
    >
      <Button type="link" size="small" data-testid="batch-reports-button">
        质检报告
      </Button>
    </Popover>
  );
}

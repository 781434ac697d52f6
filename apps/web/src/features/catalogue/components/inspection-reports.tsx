import type { InspectionReport } from '@mall/shared/goods';
import { useState } from 'react';
import { ImageViewer } from './image-viewer';
import styles from './inspection-reports.module.css';

/** The batch's quality-inspection reports as thumbnails; a click opens them in the viewer. */
export function InspectionReports({
  reports,
  batchNumber,
}: {
  reports: readonly InspectionReport[];
  batchNumber?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (reports.length === 0) {
    return <p className={styles.none}>{batchNumber ? `批号 ${batchNumber} 暂无质检报告` : '暂无质检报告'}</p>;
  }
  const images = reports.map((report) => ({ url: report.image, title: report.title }));
  return (
    <>
      <ul className={styles.reports} data-testid="inspection-reports">
        {reports.map((report, index) => (
          <li key={report.id}>
            <button type="button" className={styles.report} onClick={() => setOpen(index)}>
              <img src={report.image} alt={report.title} width={120} height={160} loading="lazy" />
              <span className={styles.title}>{report.title}</span>
              <span className={styles.meta}>
                批号 {report.batch_number} · {report.issued_on}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <ImageViewer images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}

import { Button, Result } from 'antd';
import { Spinner } from '@/components/spinner';
import { useLicenceTypes } from '../api/licences';
import styles from './forms.module.css';
import { LicenceForm } from './licence-form';

/** The licence types the acting store needs (from the server), then the upload form. */
export function LicenceStep({ onDone }: { onDone: () => void }): React.JSX.Element {
  const zizhi = useLicenceTypes();
  if (zizhi.isPending) return <Spinner block />;
  if (zizhi.isError) {
    return (
      <Result
        status="warning"
        title="证照类型加载失败"
        extra={<Button onClick={() => void zizhi.refetch()}>重新加载</Button>}
      />
    );
  }
  const { company, types, scope_options: scopeOptions } = zizhi.data;
  // Required licences first, the optional ones (GSP, GMP …) after.
  const ordered = [...types].sort((a, b) => b.required - a.required);
  return (
    <>
      <p className={styles.lead}>
        请为 <strong>{company.name}</strong>（{company.customer_type}）上传以下证照，支持 JPG、PNG、WEBP
        图片或 PDF 文件，单个文件不超过 5 MB。
      </p>
      <LicenceForm types={ordered} scopeOptions={scopeOptions} onDone={onDone} />
    </>
  );
}

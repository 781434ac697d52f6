/**
 * /zhzx/zzzj: the acting store's licences — type, number, scopes, expiry (a warning from 30 days
 * before), review status and reason, the file (served only to its owner), and a replacement upload.
 */

import type { Licence } from '@mall/shared/licence';
import { Alert, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useLicences } from '@/api/user/get-licences';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { FitTable } from '@/components/fit-table/fit-table';
import { Spinner } from '@/components/spinner';
import { LicenceUploadModal } from '../components/licence-upload-modal';
import { LoadFailed } from '../components/load-failed';

const STATUS_COLOR: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };

type Target = { licence?: Licence; typeId?: number } | null;

function ExpiryCell({ licence }: { licence: Licence }): React.JSX.Element {
  return (
    <>
      {licence.expires_on}{' '}
      {licence.expired ? (
        <Tag color="error">已过期</Tag>
      ) : licence.expiring ? (
        <Tag color="warning">{licence.days_left} 天后到期</Tag>
      ) : null}
    </>
  );
}

export default function LicencesPage(): React.JSX.Element {
  const licences = useLicences();
  const [target, setTarget] = useState<Target>(null);

  let body: React.ReactNode;
  if (licences.isPending) body = <Spinner block />;
  else if (licences.isError) body = <LoadFailed what="资质证件" onRetry={() => void licences.refetch()} />;
  else {
    const { list, missing } = licences.data;
    const expiring = list.filter((l) => l.in_force && (l.expiring || l.expired));
    body = (
      <>
        {missing.length > 0 ? (
          <Alert
            type="error"
            showIcon
            title={`缺少有效证件：${missing.join('、')}`}
            description="请上传后等待审核，审核通过前无法采购。"
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {expiring.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            data-testid="licence-expiry-warning"
            title={`${expiring.map((l) => l.type_name).join('、')} 即将到期或已过期，请及时更新`}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {list.length === 0 ? (
          <EmptyState title="还没有上传资质证件" description="上传证件并审核通过后即可采购" />
        ) : (
          <FitTable<Licence>
            data-testid="licence-table"
            rowKey="id"
            dataSource={list}
            pagination={false}
            columns={[
              {
                title: '证件类型',
                dataIndex: 'type_name',
                render: (name: string, row) => (
                  <>
                    {name} {row.required ? <Tag>必需</Tag> : null}
                  </>
                ),
              },
              { title: '证件编号', dataIndex: 'number' },
              {
                title: '经营范围',
                key: 'scopes',
                render: (_v, row) => (row.scopes.length ? row.scopes.map((s) => s.name).join('、') : '—'),
              },
              {
                title: '有效期至',
                key: 'expiry',
                width: 180,
                render: (_v, row) => <ExpiryCell licence={row} />,
              },
              {
                title: '审核状态',
                key: 'status',
                width: 160,
                render: (_v, row) => (
                  <>
                    <Tag color={STATUS_COLOR[row.status] ?? 'default'}>{row.status_text}</Tag>
                    {row.reason ? <div>原因：{row.reason}</div> : null}
                  </>
                ),
              },
              {
                title: '操作',
                key: 'actions',
                width: 150,
                render: (_v, row) => (
                  <Space size="small">
                    {row.file_url ? (
                      <a href={row.file_url} target="_blank" rel="noopener">
                        查看
                      </a>
                    ) : null}
                    <Button type="link" size="small" onClick={() => setTarget({ licence: row })}>
                      上传更新
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </>
    );
  }

  return (
    <AccountFrame
      title="资质证件"
      testId="licences-page"
      extra={
        <Button type="primary" disabled={!licences.data} onClick={() => setTarget({})}>
          上传证件
        </Button>
      }
    >
      {body}
      <LicenceUploadModal
        target={target}
        types={licences.data?.types ?? []}
        onClose={() => setTarget(null)}
      />
    </AccountFrame>
  );
}

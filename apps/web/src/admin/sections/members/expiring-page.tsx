/** 资质到期: approved licences expiring within the chosen days (or already expired), soonest first. */
import type { ExpiringLicenceItem } from '@mall/shared/admin-members';
import { Card, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api';
import { CompanyDrawer } from './company-drawer';
import { useExpiring } from './members-api';

export default function ExpiringPage(): React.JSX.Element {
  const [days, setDays] = useState(30);
  const [company, setCompany] = useState<number | null>(null);
  const list = useExpiring(days);

  return (
    <Card
      title="资质到期"
      extra={
        <Space>
          未来
          <InputNumber
            min={0}
            max={365}
            value={days}
            onChange={(value) => setDays(value ?? 0)}
            aria-label="天数"
          />
          天内到期
        </Space>
      }
    >
      {list.isError ? <Typography.Text type="danger">{errorText(list.error)}</Typography.Text> : null}
      <Table<ExpiringLicenceItem>
        rowKey="id"
        data-testid="expiring-table"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          {
            title: '门店',
            dataIndex: 'company_name',
            render: (name: string, row) => (
              <Typography.Link onClick={() => setCompany(row.company_id)}>{name}</Typography.Link>
            ),
          },
          { title: '证件', dataIndex: 'type_name' },
          { title: '编号', dataIndex: 'number' },
          { title: '有效期至', dataIndex: 'expires_on' },
          {
            title: '剩余',
            dataIndex: 'days_left',
            render: (left: number) =>
              left < 0 ? (
                <Tag color="red">已过期 {-left} 天</Tag>
              ) : (
                <Tag color={left <= 7 ? 'warning' : 'blue'}>{left} 天</Tag>
              ),
          },
        ]}
      />
      <CompanyDrawer companyId={company} onClose={() => setCompany(null)} />
    </Card>
  );
}

/** /zzfw/pzqg 品种求购: the member's requests with their status, and the way to a new one. */
import { chinaDateTime } from '@mall/shared/china-time';
import type { WantedRead } from '@mall/shared/self-service';
import { Button, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { FitTable } from '@/components/fit-table/fit-table';
import { Spinner } from '@/components/spinner';
import { href } from '@/config/paths';
import { useWantedList, WANTED_PAGE_SIZE } from '../api/wanted';
import { SelfServiceNav } from '../components/self-service-nav';
import { WantedGoodsLink, WantedStatusTag } from '../components/wanted-status';
import { pageOf } from '../utils/page-param';

const infoHref = (id: number) => href('/zzfw/pzqg/info', {}, { id });

export default function WantedListPage(): React.JSX.Element {
  const [params, setParams] = useSearchParams();
  const wanted = useWantedList(pageOf(params));
  const add = (
    <Link to="/zzfw/pzqg/add">
      <Button type="primary" data-testid="wanted-add">
        发布求购
      </Button>
    </Link>
  );

  let body: React.ReactNode;
  if (wanted.isPending) body = <Spinner block />;
  else if (wanted.isError) body = <EmptyState title="求购记录加载失败" description="请稍后刷新重试" />;
  else if (wanted.data.total === 0)
    body = (
      <EmptyState
        testId="wanted-empty"
        title="暂无求购记录"
        description="找不到想要的品种？告诉我们，采购部会尽快为您备货"
      >
        {add}
      </EmptyState>
    );
  else {
    const data = wanted.data;
    body = (
      <FitTable<WantedRead>
        data-testid="wanted-table"
        rowKey="id"
        dataSource={data.list}
        pagination={{
          current: data.page,
          pageSize: WANTED_PAGE_SIZE,
          total: data.total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (page) => setParams(page > 1 ? { page: String(page) } : {}),
        }}
        columns={[
          {
            title: '商品名称',
            dataIndex: 'goods_name',
            render: (name: string, row) => <Link to={infoHref(row.id)}>{name}</Link>,
          },
          { title: '规格', dataIndex: 'spec', render: (v: string) => v || '—' },
          { title: '生产厂家', dataIndex: 'manufacturer', render: (v: string) => v || '—' },
          { title: '求购数量', dataIndex: 'quantity', width: 90 },
          {
            title: '期望价格',
            dataIndex: 'expected_price',
            width: 100,
            render: (v: string | null) => (v === null ? '—' : `¥${v}`),
          },
          { title: '状态', key: 'status', width: 90, render: (_v, row) => <WantedStatusTag item={row} /> },
          { title: '登记时间', dataIndex: 'created_at', width: 150, render: (v: number) => chinaDateTime(v) },
          {
            title: '操作',
            key: 'actions',
            width: 120,
            render: (_v, row) => (
              <Space size="small">
                <Link to={infoHref(row.id)}>详情</Link>
                <WantedGoodsLink item={row} />
              </Space>
            ),
          },
        ]}
      />
    );
  }

  return (
    <AccountFrame title="品种求购" extra={add} testId="wanted-list-page">
      <SelfServiceNav />
      {body}
    </AccountFrame>
  );
}

/** 每日特价: the pool of special-price offers the store draws each China day from; today's pick marked. */
import type { AdminDailyDeal } from '@mall/shared/admin-marketing';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Popconfirm, Tag } from 'antd';
import { adminApi, errorText } from '../../api';
import { MARKETING_API, MarketingTable, RemoteSelect, yuan } from './marketing-kit';

interface DealForm {
  offer_id: number;
}

function RemoveButton({ row, refresh }: { row: AdminDailyDeal; refresh: () => void }): React.JSX.Element {
  const { message } = App.useApp();
  const remove = useMutation({
    mutationFn: () =>
      adminApi.post(`${MARKETING_API}/daily-deals`, { offer_id: row.offer_id, special: false }),
    onSuccess: () => {
      refresh();
      void message.success('已移出每日特价');
    },
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <Popconfirm title="移出每日特价？" onConfirm={() => remove.mutate()}>
      <Button size="small" danger loading={remove.isPending}>
        移出
      </Button>
    </Popconfirm>
  );
}

export default function DailyDealsPage(): React.JSX.Element {
  return (
    <MarketingTable<AdminDailyDeal, DealForm>
      title="每日特价（每天按北京时间从特价池中选出，各门店相同）"
      resource="daily-deals"
      noun="特价报价"
      columns={[
        { title: '报价', dataIndex: 'offer_id', width: 80 },
        { title: '商品', dataIndex: 'goods_name' },
        { title: '特价', dataIndex: 'price', render: (fen: number) => yuan(fen) },
        {
          title: '原价',
          dataIndex: 'regular_price',
          render: (fen: number | null) => (fen === null ? '—' : yuan(fen)),
        },
        { title: '库存', dataIndex: 'stock' },
        {
          title: '今日',
          key: 'today',
          render: (_: unknown, d) =>
            d.today ? <Tag color="red">今日特价</Tag> : d.is_buy ? <Tag>候选</Tag> : <Tag>不可购买</Tag>,
        },
      ]}
      canEdit={() => false}
      rowActions={(row, refresh) => <RemoveButton row={row} refresh={refresh} />}
      blank={{}}
      toValues={(d) => ({ offer_id: d.offer_id })}
      toBody={(v) => ({ offer_id: v.offer_id, special: true })}
      fields={() => (
        <Form.Item name="offer_id" label="报价（商品）" rules={[{ required: true, message: '请选择报价' }]}>
          <RemoteSelect source="offers" known={[]} />
        </Form.Item>
      )}
    />
  );
}

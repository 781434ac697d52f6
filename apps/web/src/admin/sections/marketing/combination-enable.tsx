/** The 启用/停用 button of a 组合购 package, a 换购 or a 满额返现 row (POST …/:id/enabled behind a confirm). */
import { useMutation } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { adminApi, errorText } from '../../api';
import { MARKETING_API } from './marketing-kit';

export function EnableToggle({
  resource,
  noun,
  row,
  refresh,
}: {
  resource: 'combinations' | 'trade-ups' | 'cashback';
  noun: string;
  row: { id: number; title: string; is_enabled: boolean };
  refresh: () => void;
}): React.JSX.Element {
  const { message } = App.useApp();
  const toggle = useMutation({
    mutationFn: () =>
      adminApi.post(`${MARKETING_API}/${resource}/${row.id}/enabled`, { is_enabled: !row.is_enabled }),
    onSuccess: () => {
      refresh();
      void message.success(row.is_enabled ? `${noun}已停用` : `${noun}已启用`);
    },
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <Popconfirm
      title={row.is_enabled ? `停用“${row.title}”？门店立即不再看到` : `启用“${row.title}”？`}
      okText="确定"
      cancelText="取消"
      onConfirm={() => toggle.mutate()}
    >
      <Button size="small" danger={row.is_enabled} loading={toggle.isPending}>
        {row.is_enabled ? '停用' : '启用'}
      </Button>
    </Popconfirm>
  );
}

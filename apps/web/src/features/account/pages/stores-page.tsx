/**
 * /zhzx/ddgl: the stores of this login. 切换 makes another store the acting one (its prices, cart,
 * addresses and licences); 新增门店 opens the add-a-store registration.
 */
import type { StoreEntry } from '@mall/shared/account';
import { Button, Tag } from 'antd';
import { Link } from 'react-router';
import { useSwitchStore } from '@/api/user/switch-store';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { FitTable } from '@/components/fit-table/fit-table';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/lib/feedback';
import { useStores } from '../api/stores';
import { LoadFailed } from '../components/load-failed';
import styles from './account-pages.module.css';

const REVIEW_COLOR = { 0: 'processing', 1: 'success', 2: 'error' } as const;
const ADD_STORE_PATH = '/register/dd/step1';

export default function StoresPage(): React.JSX.Element {
  const stores = useStores();
  const switchStore = useSwitchStore();

  const onSwitch = (store: StoreEntry) =>
    switchStore.mutate(store.id, { onSuccess: (done) => void showToast(`已切换到「${done.company}」`) });

  let body: React.ReactNode;
  if (stores.isPending) body = <Spinner block />;
  else if (stores.isError) body = <LoadFailed what="门店列表" onRetry={() => void stores.refetch()} />;
  else
    body = (
      <>
        <FitTable<StoreEntry>
          data-testid="store-table"
          rowKey="id"
          dataSource={stores.data}
          pagination={false}
          columns={[
            {
              title: '门店名称',
              dataIndex: 'name',
              render: (name: string, row) => (
                <>
                  {name} {row.is_current === 1 ? <Tag color="success">当前门店</Tag> : null}
                </>
              ),
            },
            { title: '客户类型', dataIndex: 'customer_type', width: 140 },
            {
              title: '审核状态',
              dataIndex: 'review_status_text',
              width: 120,
              render: (text: string, row) => <Tag color={REVIEW_COLOR[row.review_status]}>{text}</Tag>,
            },
            {
              title: '操作',
              key: 'actions',
              width: 120,
              render: (_value, row) =>
                row.is_current === 1 ? (
                  <span className={styles.note}>使用中</span>
                ) : (
                  <Button
                    size="small"
                    loading={switchStore.isPending && switchStore.variables === row.id}
                    disabled={switchStore.isPending}
                    onClick={() => onSwitch(row)}
                  >
                    切换
                  </Button>
                ),
            },
          ]}
        />
        <p className={styles.note}>
          切换后，价格、购物车、收货地址与资质均按所选门店显示；新增的门店需审核通过后方可采购。
        </p>
      </>
    );

  return (
    <AccountFrame
      title="多店管理"
      testId="stores-page"
      extra={
        <Link to={ADD_STORE_PATH}>
          <Button type="primary">新增门店</Button>
        </Link>
      }
    >
      {body}
    </AccountFrame>
  );
}

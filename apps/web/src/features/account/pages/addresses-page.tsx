/**
 * /zhzx/addr: the acting store's delivery addresses — add and edit in a modal with the region
 * cascader, delete after confirmation, set the default. At most ADDRESS_MAX_PER_STORE.
 */
import { ADDRESS_MAX_PER_STORE, type Address, type AddressInput } from '@mall/shared/address';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useDeleteAddress } from '@/api/user/delete-address';
import { useAddresses } from '@/api/user/get-addresses';
import { useSaveAddress } from '@/api/user/save-address';
import { useSetDefaultAddress } from '@/api/user/set-default-address';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { FitTable } from '@/components/fit-table/fit-table';
import { Spinner } from '@/components/spinner';
import { confirm } from '@/lib/feedback';
import { AddressModal } from '../components/address-modal';
import { LoadFailed } from '../components/load-failed';

type Editing = { address: Address | undefined } | null;

export default function AddressesPage(): React.JSX.Element {
  const addresses = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const count = addresses.data?.length ?? 0;
  const full = count >= ADDRESS_MAX_PER_STORE;

  const onSave = (input: AddressInput) =>
    save.mutate({ id: editing?.address?.id, input }, { onSuccess: () => setEditing(null) });

  const onDelete = async (address: Address) => {
    if (await confirm(`确定删除收货人「${address.consignee}」的地址吗？`)) remove.mutate(address.id);
  };

  let body: React.ReactNode;
  if (addresses.isPending) body = <Spinner block />;
  else if (addresses.isError) body = <LoadFailed what="收货地址" onRetry={() => void addresses.refetch()} />;
  else if (count === 0)
    body = (
      <EmptyState testId="address-empty" title="还没有收货地址" description="添加地址后，结算时可直接选用" />
    );
  else
    body = (
      <FitTable<Address>
        data-testid="address-table"
        rowKey="id"
        dataSource={addresses.data}
        pagination={false}
        columns={[
          { title: '收货人', dataIndex: 'consignee', width: 120 },
          { title: '联系电话', dataIndex: 'phone', width: 150 },
          {
            title: '收货地址',
            dataIndex: 'full_address',
            render: (text: string, row) => (
              <>
                {text} {row.is_default === 1 ? <Tag color="success">默认</Tag> : null}
              </>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 220,
            render: (_value, row) => (
              <Space size="small">
                <Button type="link" size="small" onClick={() => setEditing({ address: row })}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => void onDelete(row)}>
                  删除
                </Button>
                {row.is_default === 1 ? null : (
                  <Button
                    type="link"
                    size="small"
                    loading={setDefault.isPending && setDefault.variables === row.id}
                    onClick={() => setDefault.mutate(row.id)}
                  >
                    设为默认
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    );

  return (
    <AccountFrame
      title="收货地址"
      testId="addresses-page"
      extra={
        <>
          <span>
            已保存 {count}/{ADDRESS_MAX_PER_STORE} 个
          </span>
          <Button
            type="primary"
            data-testid="address-add"
            disabled={full || addresses.isPending}
            title={full ? `每个门店最多保存${ADDRESS_MAX_PER_STORE}个收货地址` : undefined}
            onClick={() => setEditing({ address: undefined })}
          >
            新增收货地址
          </Button>
        </>
      }
    >
      {body}
      <AddressModal
        open={editing !== null}
        address={editing?.address}
        saving={save.isPending}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
    </AccountFrame>
  );
}

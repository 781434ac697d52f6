/** Sets the business scopes one licence grants its store. */
import type { PendingLicenceItem } from '@mall/shared/admin-members';
import { App, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api';
import { useMembersOptions, useSaveLicenceScopes } from './members-api';

export function LicenceScopesDialog({
  licence,
  onClose,
}: {
  licence: Pick<PendingLicenceItem, 'id' | 'type_name' | 'company_name'> | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const options = useMembersOptions();
  const save = useSaveLicenceScopes();
  const [scopes, setScopes] = useState<number[]>([]);

  return (
    <Modal
      open={licence !== null}
      title={`经营范围：${licence?.company_name ?? ''}《${licence?.type_name ?? ''}》`}
      okText="保存"
      confirmLoading={save.isPending}
      afterOpenChange={(open) => {
        if (open) setScopes([]);
      }}
      onOk={() =>
        licence &&
        save.mutate(
          { id: licence.id, scope_ids: scopes },
          {
            onSuccess: () => {
              void message.success('已保存');
              onClose();
            },
            onError: (error) => void message.error(errorText(error)),
          },
        )
      }
      onCancel={onClose}
    >
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        placeholder="选择该证件核准的经营范围"
        value={scopes}
        onChange={setScopes}
        options={(options.data?.scopes ?? []).map((s) => ({ value: s.id, label: s.name }))}
      />
    </Modal>
  );
}

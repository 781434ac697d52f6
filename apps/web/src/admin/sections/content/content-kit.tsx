/**
 * What the content pages' tables and drawers share: the 状态 column, a row's 编辑 and 删除 (with its
 * confirmation), and the drawer that edits or adds one item with 保存 at its top.
 */
import { Button, Drawer, Popconfirm, Space, Tag } from 'antd';
import type { ReactNode } from 'react';

/** 启用 or 停用, from the row's is_enabled. */
export const enabledColumn = {
  title: '状态',
  dataIndex: 'is_enabled',
  width: 80,
  render: (on: boolean) => (on ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
};

/** A row's 编辑 and 删除 (删除 asks 「删除该{noun}？」 first), after any actions of the page's own. */
export function RowActions({
  noun,
  onEdit,
  onRemove,
  children,
}: {
  noun: string;
  onEdit: () => void;
  onRemove: () => void;
  children?: ReactNode;
}): React.JSX.Element {
  return (
    <Space>
      {children}
      <Button type="link" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Popconfirm title={`删除该${noun}？`} onConfirm={onRemove}>
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** 新增{noun} or 编辑{noun}: open while something is being edited, 保存 submits the page's form. */
export function EditDrawer({
  noun,
  adding,
  open,
  size,
  saving,
  onSave,
  onClose,
  children,
}: {
  noun: string;
  adding: boolean;
  open: boolean;
  size: number;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}): React.JSX.Element {
  return (
    <Drawer
      title={adding ? `新增${noun}` : `编辑${noun}`}
      size={size}
      open={open}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button type="primary" loading={saving} onClick={onSave}>
          保存
        </Button>
      }
    >
      {children}
    </Drawer>
  );
}

/**
 * 导入导出: export goods, stock and prices; import a filled sheet (.xlsx or .csv): the preview
 * shows each row's changes (before → after) and row errors; 确认导入 applies every row or none.
 */
import {
  IMPORT_FIELD_LABELS,
  type ImportApplyResult,
  type ImportFieldChange,
  type ImportPreview,
  type ImportRowChange,
  type ImportRowCreate,
  type ImportRowError,
} from '@mall/shared/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { adminApi, errorText } from '../../api';
import { catalogueKey, exportUrl, uploadForPreview, yuan } from './catalogue-api';

const shown = (change: ImportFieldChange, value: ImportFieldChange['before']) => {
  if (change.field === 'price' && typeof value === 'number') return yuan(value);
  if (typeof value === 'boolean') return value ? '上架' : '下架';
  return value === '' ? '（空）' : String(value);
};

export default function ImportPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  const read = useMutation({
    mutationFn: (file: File) => uploadForPreview(file),
    onSuccess: (data) => setPreview(data),
    onError: (error) => {
      setPreview(null);
      void message.error(errorText(error));
    },
  });
  const apply = useMutation({
    mutationFn: ({ rows, created }: { rows: ImportRowChange[]; created: ImportRowCreate[] }) =>
      adminApi.post<ImportApplyResult>('/api/admin/catalogue/import/apply', {
        rows: rows.map((r) => ({ row: r.row, offer_id: r.offer_id, changes: r.changes })),
        created,
      }),
    onSuccess: (result) => {
      setPreview(null);
      setFileName('');
      void client.invalidateQueries({ queryKey: catalogueKey });
      void message.success(
        `导入成功：更新了${result.offers}个报价${result.goods ? `、${result.goods}个商品` : ''}${
          result.created
            ? `，新建了${result.created}个报价${result.created_goods ? `、${result.created_goods}个商品` : ''}`
            : ''
        }`,
      );
    },
    onError: (error) => void message.error(errorText(error)),
  });

  const total = preview ? preview.changed.length + preview.created.length : 0;
  const canApply = preview !== null && preview.errors.length === 0 && total > 0;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="导出商品、库存和价格">
        <Typography.Paragraph type="secondary">
          导出全部商品的各仓报价。修改“价格(元)”“库存”“起购量”“步长”“上架”或商品名称、通用名、规格、批准文号后按“报价编号”导入；留空的单元格不修改，生产厂家、仓库与分类只作参考。不填“报价编号”、填写商品名称、规格、生产厂家、批准文号、分类、仓库、价格和库存的行新建报价：批准文号、规格和生产厂家相同的商品沿用已有商品，否则新建商品。
        </Typography.Paragraph>
        <Space>
          <Button href={exportUrl('xlsx')}>导出 Excel</Button>
          <Button href={exportUrl('csv')}>导出 CSV</Button>
        </Space>
      </Card>
      <Card title="导入">
        <Upload.Dragger
          accept=".xlsx,.csv"
          maxCount={1}
          showUploadList={false}
          data-testid="import-upload"
          beforeUpload={(file) => {
            setFileName(file.name);
            read.mutate(file);
            return false;
          }}
        >
          <p>点击或拖入 .xlsx / .csv 文件（不超过 5 MB，最多 2000 行）</p>
          {fileName ? <p>{read.isPending ? `正在读取 ${fileName}…` : fileName}</p> : null}
        </Upload.Dragger>
        {preview ? (
          <div data-testid="import-preview" style={{ marginTop: 16 }}>
            <Alert
              type={preview.errors.length ? 'error' : 'info'}
              title={`共 ${preview.total} 行：${preview.created.length} 行新建，${preview.changed.length} 行有变更，${preview.unchanged} 行无变更，${preview.errors.length} 处错误`}
              description={
                preview.errors.length ? '请修改文件中的错误后重新上传，有错误时不能导入。' : undefined
              }
              showIcon
            />
            {preview.errors.length ? (
              <Table<ImportRowError>
                style={{ marginTop: 16 }}
                size="small"
                data-testid="import-errors"
                rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
                dataSource={preview.errors}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                columns={[
                  { title: '行号', dataIndex: 'row', width: 80 },
                  { title: '列', dataIndex: 'column', width: 120 },
                  { title: '问题', dataIndex: 'message' },
                ]}
              />
            ) : null}
            {preview.created.length ? (
              <Table<ImportRowCreate>
                style={{ marginTop: 16 }}
                size="small"
                data-testid="import-created"
                rowKey="row"
                dataSource={preview.created}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                columns={[
                  { title: '行号', dataIndex: 'row', width: 80 },
                  {
                    title: '新建',
                    key: 'kind',
                    width: 120,
                    render: (_: unknown, r) => (
                      <Tag color="blue">
                        {r.goods_id === null ? '新建商品' : `新建报价（商品${r.goods_id}）`}
                      </Tag>
                    ),
                  },
                  { title: '商品', key: 'goods', render: (_: unknown, r) => `${r.name} ${r.spec}` },
                  { title: '生产厂家', dataIndex: 'manufacturer' },
                  { title: '批准文号', dataIndex: 'approval_number' },
                  { title: '分类', dataIndex: 'category' },
                  { title: '仓库', dataIndex: 'warehouse', width: 120 },
                  { title: '价格', dataIndex: 'price', render: (fen: number) => yuan(fen) },
                  { title: '库存', dataIndex: 'stock' },
                ]}
              />
            ) : null}
            <Table<ImportRowChange>
              style={{ marginTop: 16 }}
              size="small"
              data-testid="import-changes"
              rowKey="row"
              dataSource={preview.changed}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                { title: '行号', dataIndex: 'row', width: 80 },
                { title: '报价编号', dataIndex: 'offer_id', width: 100 },
                { title: '商品', dataIndex: 'goods_name' },
                { title: '仓库', dataIndex: 'warehouse', width: 120 },
                {
                  title: '变更（原 → 新）',
                  dataIndex: 'changes',
                  render: (changes: ImportFieldChange[]) => (
                    <Space orientation="vertical" size={0}>
                      {changes.map((c) => (
                        <span key={c.field}>
                          {IMPORT_FIELD_LABELS[c.field]}：{shown(c, c.before)} → <b>{shown(c, c.after)}</b>
                        </span>
                      ))}
                    </Space>
                  ),
                },
              ]}
            />
            <Space style={{ marginTop: 16 }}>
              <Popconfirm
                title={`确认导入 ${total} 行（新建 ${preview.created.length} 行）？`}
                description="全部成功或全部不生效"
                okText="确认导入"
                cancelText="取消"
                disabled={!canApply}
                onConfirm={() => apply.mutate({ rows: preview.changed, created: preview.created })}
              >
                <Button
                  type="primary"
                  disabled={!canApply}
                  loading={apply.isPending}
                  data-testid="import-apply"
                >
                  确认导入
                </Button>
              </Popconfirm>
              <Button onClick={() => setPreview(null)}>取消</Button>
            </Space>
          </div>
        ) : null}
      </Card>
    </Space>
  );
}

/** 专区模板: zone templates (专区, 活动, 专场) with a banner, rules, window and groups of goods. */
import {
  type AdminZoneTemplate,
  ZONE_TEMPLATE_KIND_LABELS,
  ZONE_TEMPLATE_KINDS,
  type ZoneTemplateKindName,
} from '@mall/shared/admin-marketing';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Radio, Space, Switch, Tag } from 'antd';
import { adminApi, errorText } from '../../api';
import {
  MARKETING_API,
  MarketingTable,
  RemoteSelect,
  StateTag,
  WindowField,
  type WindowValue,
  windowBody,
  windowOf,
  windowText,
} from './marketing-kit';

interface ZoneForm {
  kind: ZoneTemplateKindName;
  slug?: string;
  title: string;
  banner_image: string;
  rules: string;
  window: WindowValue;
  is_enabled: boolean;
  sort: number;
  groups: { title: string; goods_ids: number[]; known: { id: number; name: string }[] }[];
}

function EnableButton({ row, refresh }: { row: AdminZoneTemplate; refresh: () => void }): React.JSX.Element {
  const { message } = App.useApp();
  const toggle = useMutation({
    mutationFn: () =>
      adminApi.post(`${MARKETING_API}/zones/${row.id}/enabled`, { is_enabled: !row.is_enabled }),
    onSuccess: () => {
      refresh();
      void message.success(row.is_enabled ? '专区已停用' : '专区已启用');
    },
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <Button size="small" danger={row.is_enabled} loading={toggle.isPending} onClick={() => toggle.mutate()}>
      {row.is_enabled ? '停用' : '启用'}
    </Button>
  );
}

export default function ZonesPage(): React.JSX.Element {
  return (
    <MarketingTable<AdminZoneTemplate, ZoneForm>
      title="专区模板"
      resource="zones"
      noun="专区"
      kinds={ZONE_TEMPLATE_KINDS.map((k) => ({ value: k, label: ZONE_TEMPLATE_KIND_LABELS[k] }))}
      kindLabel="专区类型"
      width={760}
      columns={[
        { title: '编号', dataIndex: 'id', width: 70 },
        { title: '名称', dataIndex: 'title' },
        {
          title: '类型',
          dataIndex: 'kind',
          render: (k: ZoneTemplateKindName) => <Tag>{ZONE_TEMPLATE_KIND_LABELS[k]}</Tag>,
        },
        { title: '标识', dataIndex: 'slug', render: (s: string | null) => s ?? '—' },
        {
          title: '分组',
          key: 'groups',
          render: (_: unknown, z) => z.groups.map((g) => `${g.title}（${g.goods.length}）`).join('、') || '—',
        },
        { title: '时间', key: 'window', render: (_: unknown, z) => windowText(z.starts_at, z.ends_at) },
        { title: '排序', dataIndex: 'sort' },
        { title: '状态', dataIndex: 'state', render: (state) => <StateTag state={state} /> },
      ]}
      blank={{ kind: 'zqmb', banner_image: '', rules: '', is_enabled: true, sort: 0, groups: [] }}
      toValues={(z) => ({
        kind: z.kind,
        slug: z.slug ?? undefined,
        title: z.title,
        banner_image: z.banner_image,
        rules: z.rules,
        window: windowOf(z.starts_at, z.ends_at),
        is_enabled: z.is_enabled,
        sort: z.sort,
        groups: z.groups.map((g) => ({
          title: g.title,
          goods_ids: g.goods.map((x) => x.id),
          known: g.goods,
        })),
      })}
      toBody={({ window, groups, ...v }) => ({
        ...v,
        slug: v.slug?.trim() || null,
        banner_image: v.banner_image ?? '',
        rules: v.rules ?? '',
        ...windowBody(window),
        groups: (groups ?? []).map((g) => ({ title: g.title, goods_ids: g.goods_ids ?? [] })),
      })}
      errorFields={{ starts_at: 'window', ends_at: 'window' }}
      rowActions={(row, refresh) => <EnableButton row={row} refresh={refresh} />}
      fields={() => (
        <>
          <Form.Item name="kind" label="类型">
            <Radio.Group
              optionType="button"
              options={ZONE_TEMPLATE_KINDS.map((k) => ({ value: k, label: ZONE_TEMPLATE_KIND_LABELS[k] }))}
            />
          </Form.Item>
          <Form.Item
            name="title"
            label="名称"
            rules={[
              { required: true, whitespace: true, message: '请输入专区名称' },
              { max: 60, message: '专区名称不能超过60个字符' },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="slug"
            label="标识（可选，用于固定入口）"
            rules={[{ pattern: /^[a-z0-9-]{2,40}$/, message: '标识应为2到40位小写字母、数字或连字符' }]}
          >
            <Input placeholder="如 spring-sale" />
          </Form.Item>
          <Form.Item name="banner_image" label="横幅图片地址" rules={[{ max: 300, message: '地址过长' }]}>
            <Input placeholder="/uploads/…" />
          </Form.Item>
          <Form.Item
            name="rules"
            label="活动规则"
            rules={[{ max: 2000, message: '活动规则不能超过2000个字符' }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <WindowField label="时间（北京时间，可不限）" required={false} />
          <Form.List name="groups">
            {(fields, { add, remove }) => (
              <Form.Item label="商品分组">
                {fields.map((field) => (
                  <Card
                    key={field.key}
                    size="small"
                    style={{ marginBottom: 8 }}
                    extra={
                      <Button type="link" onClick={() => remove(field.name)}>
                        删除分组
                      </Button>
                    }
                  >
                    <Form.Item name={[field.name, 'known']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'title']}
                      label="分组名称"
                      rules={[{ required: true, whitespace: true, message: '请输入分组名称' }]}
                    >
                      <Input />
                    </Form.Item>
                    <Form.Item noStyle dependencies={[['groups', field.name, 'known']]}>
                      {({ getFieldValue }) => (
                        <Form.Item name={[field.name, 'goods_ids']} label="商品">
                          <RemoteSelect
                            source="goods"
                            multiple
                            known={getFieldValue(['groups', field.name, 'known']) ?? []}
                          />
                        </Form.Item>
                      )}
                    </Form.Item>
                  </Card>
                ))}
                {fields.length < 20 ? (
                  <Button type="dashed" onClick={() => add({ title: '', goods_ids: [], known: [] })}>
                    添加分组
                  </Button>
                ) : null}
              </Form.Item>
            )}
          </Form.List>
          <Space>
            <Form.Item name="sort" label="排序">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Form.Item name="is_enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </>
      )}
    />
  );
}

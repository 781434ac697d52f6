/** 广告位: banners and focus slots by position, with picture, link, audience, window and order. */
import type { Paged } from '@mall/shared/admin';
import {
  type AdminBanner,
  BANNER_AUDIENCES,
  BANNER_POSITIONS,
  type BannerAudienceKey,
  type BannerInput,
  type BannerPosition,
} from '@mall/shared/admin-content';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Image, Input, InputNumber, Select, Space, Switch, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { DatePicker } from '@/lib/antd-date-picker';
import { adminApi, errorText } from '../../api';
import { usePaging } from '../../paging';
import { chinaMinuteText, contentKey, LINK_RULE, showRefusal } from './content-api';
import { EditDrawer, enabledColumn, RowActions } from './content-kit';
import { ImageField } from './image-field';

interface FormValues {
  position: BannerPosition;
  title: string;
  image: string;
  url: string;
  notice: string;
  sort: number;
  window: [Dayjs | null, Dayjs | null] | null;
  audience: BannerAudienceKey;
  is_enabled: boolean;
}

const positionOptions = Object.entries(BANNER_POSITIONS).map(([value, label]) => ({ value, label }));
const audienceOptions = Object.entries(BANNER_AUDIENCES).map(([value, label]) => ({ value, label }));
const MINUTE = 'YYYY-MM-DD HH:mm';
const toPicker = (seconds: number | null) => (seconds ? dayjs(chinaMinuteText(seconds), MINUTE) : null);

export default function BannersPage(): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [position, setPosition] = useState<BannerPosition | undefined>();
  const { page, setPage, pagination } = usePaging();
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const key = [...contentKey, 'banners'];
  const list = useQuery({
    queryKey: [...key, position, page],
    queryFn: () => adminApi.get<Paged<AdminBanner>>('/api/admin/content/banners', { position, ...page }),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: (input: BannerInput) =>
      adminApi.post<AdminBanner>(
        editing === 'new' || editing === null
          ? '/api/admin/content/banners'
          : `/api/admin/content/banners/${editing.id}`,
        input,
      ),
    onSuccess: () => {
      message.success('已保存，商城即时生效');
      setEditing(null);
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => showRefusal(error, form, message, errorText),
  });
  const remove = useMutation({
    mutationFn: (id: number) => adminApi.post(`/api/admin/content/banners/${id}/delete`),
    onSuccess: () => {
      message.success('已删除');
      void client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => message.error(errorText(error)),
  });

  const open = (banner: AdminBanner | 'new') => {
    setEditing(banner);
    form.resetFields();
    form.setFieldsValue(
      banner === 'new'
        ? {
            position: position ?? 'main',
            sort: 0,
            audience: 'all',
            is_enabled: true,
            url: '',
            title: '',
            notice: '',
          }
        : {
            ...banner,
            notice: banner.notice ?? '',
            window: [toPicker(banner.starts_at), toPicker(banner.ends_at)],
          },
    );
  };

  const submit = (values: FormValues) => {
    const [from, to] = values.window ?? [];
    save.mutate({
      position: values.position,
      title: values.title ?? '',
      image: values.image ?? '',
      url: values.url ?? '',
      notice: values.notice || null,
      sort: values.sort ?? 0,
      starts_at: from ? from.format(MINUTE) : null,
      ends_at: to ? to.format(MINUTE) : null,
      audience: values.audience,
      is_enabled: values.is_enabled,
    });
  };

  return (
    <Card
      title="广告位"
      extra={
        <Button type="primary" onClick={() => open('new')}>
          新增广告
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <span>位置</span>
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder="全部位置"
          aria-label="位置筛选"
          value={position}
          options={positionOptions}
          onChange={(value?: BannerPosition) => {
            setPosition(value);
            setPage((p) => ({ ...p, page: 1 }));
          }}
        />
      </Space>
      <Table<AdminBanner>
        rowKey="id"
        data-testid="banners-table"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        pagination={pagination(list.data?.total)}
        columns={[
          {
            title: '图片',
            dataIndex: 'image',
            width: 140,
            render: (src: string, b) => <Image src={src} height={40} alt={b.title || '广告图'} />,
          },
          {
            title: '位置',
            dataIndex: 'position',
            width: 170,
            render: (p: BannerPosition) => BANNER_POSITIONS[p] ?? p,
          },
          { title: '标题', dataIndex: 'title' },
          { title: '链接', dataIndex: 'url', ellipsis: true },
          {
            title: '对象',
            dataIndex: 'audience',
            width: 100,
            render: (a: BannerAudienceKey) => BANNER_AUDIENCES[a],
          },
          {
            title: '时间',
            width: 200,
            render: (_: unknown, b) =>
              b.starts_at || b.ends_at
                ? `${chinaMinuteText(b.starts_at) || '不限'} 至 ${chinaMinuteText(b.ends_at) || '不限'}`
                : '长期',
          },
          { title: '排序', dataIndex: 'sort', width: 70 },
          enabledColumn,
          {
            title: '操作',
            width: 130,
            render: (_: unknown, b) => (
              <RowActions noun="广告" onEdit={() => open(b)} onRemove={() => remove.mutate(b.id)} />
            ),
          },
        ]}
      />
      <EditDrawer
        noun="广告"
        adding={editing === 'new'}
        open={editing !== null}
        size={560}
        saving={save.isPending}
        onSave={() => form.submit()}
        onClose={() => setEditing(null)}
      >
        <div data-testid="banner-form">
          <Form<FormValues> form={form} layout="vertical" onFinish={submit}>
            <Form.Item name="position" label="位置" rules={[{ required: true, message: '请选择位置' }]}>
              <Select options={positionOptions} />
            </Form.Item>
            <Form.Item name="title" label="标题" rules={[{ max: 60, message: '标题不能超过60个字' }]}>
              <Input />
            </Form.Item>
            <Form.Item name="image" label="图片" rules={[{ required: true, message: '请上传图片' }]}>
              <ImageField />
            </Form.Item>
            <Form.Item name="url" label="链接" rules={[LINK_RULE]}>
              <Input placeholder="/list?keyword=感冒 或 https://…" />
            </Form.Item>
            <Form.Item name="notice" label="附言" rules={[{ max: 200, message: '附言不能超过200个字' }]}>
              <Input />
            </Form.Item>
            <Form.Item name="audience" label="展示对象">
              <Select options={audienceOptions} />
            </Form.Item>
            <Form.Item name="window" label="展示时间（中国时间，留空为长期）">
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format={MINUTE}
                allowEmpty={[true, true]}
              />
            </Form.Item>
            <Form.Item name="sort" label="排序（小的在前）">
              <InputNumber min={0} max={99999} precision={0} />
            </Form.Item>
            <Form.Item name="is_enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Form>
        </div>
      </EditDrawer>
    </Card>
  );
}

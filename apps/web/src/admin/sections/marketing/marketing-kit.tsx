/**
 * The marketing section's shared pattern: a table paged by the server with a keyword and a kind
 * filter, and a drawer holding the form that creates or edits one row, the server's field errors
 * set on the form's fields. Each kind of promotion is then its columns, its fields and the mapping
 * between its row and its body. Also here: money in yuan from integer fen (entered as a yuan
 * string the server parses exactly), windows picked in China time, reach and goods pickers.
 */
import type { Paged } from '@mall/shared/admin';
import {
  MARKETING_STATE_LABELS,
  type MarketingOption,
  type MarketingOptions,
  type MarketingState,
} from '@mall/shared/admin-marketing';
import { chinaMidnight, formatChinaTime } from '@mall/shared/china-time';
import { formatFen } from '@mall/shared/money';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Drawer,
  Form,
  type FormInstance,
  Input,
  Select,
  Space,
  Spin,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { DatePicker } from '@/lib/antd-date-picker';
import { type AdminApiError, adminApi, errorText } from '../../api';
import { adminKeys } from '../../session';

export const marketingKey = [...adminKeys.all, 'marketing'] as const;
export const MARKETING_API = '/api/admin/marketing';

/** As the server checks it: up to two decimals, no sign, no unit. */
export const YUAN_RULE = { pattern: /^\d{1,9}(\.\d{1,2})?$/, message: '请输入金额，最多两位小数' };
export const yuan = (fen: number | null | undefined): string =>
  fen === null || fen === undefined ? '—' : `¥${formatFen(fen)}`;
export const yuanInput = (fen: number | null | undefined): string | undefined =>
  fen === null || fen === undefined ? undefined : formatFen(fen);

// China time ------------------------------------------------------------------------------------

/** A picked wall time read as China time (whatever the browser's zone), to Unix seconds. */
export function chinaSeconds(value: Dayjs | null | undefined): number | null {
  if (!value) return null;
  const midnight = chinaMidnight(value.format('YYYY-MM-DD'));
  return midnight === null ? null : midnight + value.hour() * 3600 + value.minute() * 60;
}

/** Unix seconds to the wall time a picker shows, in China time. */
export const pickerValue = (seconds: number | null | undefined): Dayjs | null =>
  seconds === null || seconds === undefined ? null : dayjs(formatChinaTime(seconds, 'YYYY-MM-DD HH:mm'));

export type WindowValue = [Dayjs | null, Dayjs | null] | null | undefined;
export const windowOf = (startsAt: number | null, endsAt: number | null): WindowValue => [
  pickerValue(startsAt),
  pickerValue(endsAt),
];
/** A new promotion's window: from this minute for a week, in China time. */
export function comingWeek(): WindowValue {
  const now = Math.floor(Date.now() / 1000);
  return [pickerValue(now), pickerValue(now + 7 * 86_400)];
}

export const windowBody = (value: WindowValue) => ({
  starts_at: chinaSeconds(value?.[0]),
  ends_at: chinaSeconds(value?.[1]),
});

export function WindowField({
  name = 'window',
  label = '活动时间（北京时间）',
  required = true,
}: {
  name?: string;
  label?: string;
  required?: boolean;
}): React.JSX.Element {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={
        required
          ? [
              {
                validator: (_, value: WindowValue) =>
                  value?.[0] && value[1]
                    ? Promise.resolve()
                    : Promise.reject(new Error('请选择开始和结束时间')),
              },
            ]
          : []
      }
    >
      <DatePicker.RangePicker
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        allowEmpty={required ? [false, false] : [true, true]}
        data-testid="window-picker"
      />
    </Form.Item>
  );
}

export const windowText = (startsAt: number | null, endsAt: number | null): string =>
  `${startsAt === null ? '不限' : formatChinaTime(startsAt)} 至 ${endsAt === null ? '不限' : formatChinaTime(endsAt)}`;

const STATE_COLORS: Record<MarketingState, string> = {
  disabled: 'default',
  upcoming: 'blue',
  running: 'success',
  ended: 'default',
};
export const StateTag = ({ state }: { state: MarketingState }) => (
  <Tag color={STATE_COLORS[state]}>{MARKETING_STATE_LABELS[state]}</Tag>
);

// Pickers ---------------------------------------------------------------------------------------

export function useMarketingOptions() {
  return useQuery({
    queryKey: [...marketingKey, 'options'],
    queryFn: () => adminApi.get<MarketingOptions>(`${MARKETING_API}/options`),
    staleTime: 5 * 60_000,
  });
}

/** A searching select over goods, offers or stores; `known` names the ids already chosen. */
export function RemoteSelect({
  source,
  known = [],
  multiple = false,
  placeholder,
  value,
  onChange,
  testId,
  id,
}: {
  /** Set by Form.Item, so the field's label names this select. */
  id?: string;
  source: 'goods' | 'offers' | 'companies';
  known?: MarketingOption[];
  multiple?: boolean;
  placeholder?: string;
  value?: number | number[];
  onChange?: (value: number | number[]) => void;
  testId?: string;
}): React.JSX.Element {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: [...marketingKey, source, keyword],
    queryFn: () => adminApi.get<MarketingOption[]>(`${MARKETING_API}/${source}`, { keyword }),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(() => {
    const seen = new Map<number, string>();
    for (const o of [...known, ...(found.data ?? [])]) if (!seen.has(o.id)) seen.set(o.id, o.name);
    return [...seen].map(([id, name]) => ({ value: id, label: `${name}（${id}）` }));
  }, [known, found.data]);
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      mode={multiple ? 'multiple' : undefined}
      placeholder={placeholder ?? '输入名称搜索'}
      notFoundContent={found.isFetching ? <Spin size="small" /> : '无匹配'}
      options={options}
      value={value}
      onChange={onChange}
      allowClear
      data-testid={testId}
    />
  );
}

export function ReachFields(): React.JSX.Element {
  const options = useMarketingOptions().data;
  return (
    <>
      <Form.Item name="customer_types" label="客户类型（不选为全部）">
        <Select
          mode="multiple"
          options={(options?.customer_types ?? []).map((t) => ({ value: t, label: t }))}
        />
      </Form.Item>
      <Form.Item name="provinces" label="省份（不选为全部）">
        <Select mode="multiple" options={(options?.provinces ?? []).map((p) => ({ value: p, label: p }))} />
      </Form.Item>
    </>
  );
}

// The table and its drawer ------------------------------------------------------------------------

export interface MarketingTableProps<Row extends { id: number }, Values> {
  title: string;
  /** Under /api/admin/marketing/. */
  resource: string;
  /** 活动, 优惠券…: the drawer's title and messages. */
  noun: string;
  kinds?: { value: string; label: string }[];
  kindLabel?: string;
  columns: TableColumnsType<Row>;
  /** A new row's values (a function: read when the drawer opens, e.g. a window from now). */
  blank: Partial<Values> | (() => Partial<Values>);
  /** A row to the form's values; may fetch the row's detail first. */
  toValues: (row: Row) => Partial<Values> | Promise<Partial<Values>>;
  toBody: (values: Values) => unknown;
  fields: (form: FormInstance<Values>, editing: Row | null) => ReactNode;
  canEdit?: (row: Row) => boolean;
  rowActions?: (row: Row, refresh: () => void) => ReactNode;
  width?: number;
  /** A failed save, before its field errors are shown (e.g. a 409 giving the stock as it is now). */
  onSaveError?: (error: unknown, form: FormInstance<Values>) => void;
}

/** Field paths of the server (`tiers.1.amount`) as antd names (['tiers', 1, 'amount']). */
export function setServerErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  rename: Record<string, string> = {},
) {
  const fields = (error as AdminApiError).errors;
  if (!fields) return;
  form.setFields(
    Object.entries(fields).map(([path, errors]) => ({
      name: (rename[path] ?? path).split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never,
      errors,
    })),
  );
}

export function MarketingTable<Row extends { id: number }, Values extends object>(
  props: MarketingTableProps<Row, Values> & { errorFields?: Record<string, string> },
): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [query, setQuery] = useState<{ keyword?: string; kind?: string; page: number; page_size: number }>({
    page: 1,
    page_size: 20,
  });
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [loadingRow, setLoadingRow] = useState<number | null>(null);
  const key = [...marketingKey, props.resource];
  const list = useQuery({
    queryKey: [...key, query],
    queryFn: () => adminApi.get<Paged<Row>>(`${MARKETING_API}/${props.resource}`, query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: key });

  const save = useMutation({
    mutationFn: (values: Values) =>
      adminApi.post<Row>(
        editing ? `${MARKETING_API}/${props.resource}/${editing.id}` : `${MARKETING_API}/${props.resource}`,
        props.toBody(values),
      ),
    onSuccess: () => {
      setEditing(undefined);
      refresh();
      void message.success(`${props.noun}已保存`);
    },
    onError: (error) => {
      props.onSaveError?.(error, form);
      setServerErrors(form, error, props.errorFields);
      void message.error(errorText(error));
    },
  });

  const open = async (row: Row | null) => {
    form.resetFields();
    try {
      if (row) setLoadingRow(row.id);
      const values = row
        ? await props.toValues(row)
        : typeof props.blank === 'function'
          ? props.blank()
          : props.blank;
      form.setFieldsValue(values as never);
      setEditing(row);
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setLoadingRow(null);
    }
  };

  const columns: TableColumnsType<Row> = [
    ...props.columns,
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space>
          {props.canEdit?.(row) === false ? null : (
            <Button size="small" loading={loadingRow === row.id} onClick={() => void open(row)}>
              编辑
            </Button>
          )}
          {props.rowActions?.(row, refresh)}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={props.title}
      extra={
        <Button type="primary" onClick={() => void open(null)} data-testid="marketing-create">
          新建{props.noun}
        </Button>
      }
    >
      {/* Named, so its fields' ids (filter_kind) are not the drawer form's (kind). */}
      <Form
        name="filter"
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v: { keyword?: string; kind?: string }) =>
          setQuery((q) => ({ ...q, page: 1, keyword: v.keyword?.trim() || undefined, kind: v.kind }))
        }
      >
        <Form.Item name="keyword">
          <Input placeholder="名称关键词" aria-label="名称关键词" allowClear />
        </Form.Item>
        {props.kinds ? (
          <Form.Item name="kind">
            <Select
              placeholder={props.kindLabel ?? '类型'}
              aria-label={props.kindLabel ?? '类型'}
              allowClear
              options={props.kinds}
              style={{ width: 140 }}
            />
          </Form.Item>
        ) : null}
        <Button htmlType="submit">查询</Button>
      </Form>
      {list.error ? <div role="alert">{errorText(list.error)}</div> : null}
      <Table<Row>
        rowKey="id"
        data-testid={`${props.resource}-table`}
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.page,
          pageSize: query.page_size,
          total: list.data?.total ?? 0,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (page, page_size) => setQuery((q) => ({ ...q, page, page_size })),
        }}
      />
      <Drawer
        open={editing !== undefined}
        title={editing ? `编辑${props.noun}` : `新建${props.noun}`}
        size={props.width ?? 640}
        onClose={() => setEditing(undefined)}
        forceRender
        extra={
          <Space>
            <Button onClick={() => setEditing(undefined)}>取消</Button>
            <Button
              type="primary"
              loading={save.isPending}
              onClick={() => form.submit()}
              data-testid="marketing-save"
            >
              保存
            </Button>
          </Space>
        }
      >
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(v) => save.mutate(v)}
          data-testid={`${props.resource}-form`}
        >
          {props.fields(form, editing ?? null)}
        </Form>
      </Drawer>
    </Card>
  );
}

/**
 * 控销 of one goods in its drawer: the zone it is listed in and the provinces and customer types
 * that may see and buy it (none chosen: any), or no control at all (every store sees it).
 */
import type { AdminCatalogueOptions, AdminGoodsDetail } from '@mall/shared/admin-catalogue';
import { CUSTOMER_TYPES } from '@mall/shared/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Select } from 'antd';
import { useEffect } from 'react';
import { type AdminApiError, adminApi, errorText } from '../../api';
import { catalogueKey } from './catalogue-api';

interface RuleForm {
  zone_id: number | null;
  allowed_provinces: string[];
  allowed_customer_types: string[];
}

const typeOptions = CUSTOMER_TYPES.map((t) => ({ value: t, label: t }));

export function ControlRuleForm({
  goods,
  options,
}: {
  goods: AdminGoodsDetail;
  options: AdminCatalogueOptions | undefined;
}): React.JSX.Element {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<RuleForm>();
  const zoneId = Form.useWatch('zone_id', form);
  useEffect(() => {
    form.setFieldsValue({
      zone_id: goods.control_rule?.zone_id ?? null,
      allowed_provinces: goods.control_rule?.allowed_provinces ?? [],
      allowed_customer_types: goods.control_rule?.allowed_customer_types ?? [],
    });
  }, [goods, form]);

  const save = useMutation({
    mutationFn: (values: RuleForm) =>
      adminApi.post<AdminGoodsDetail>(
        `/api/admin/catalogue/goods/${goods.id}/control-rule`,
        values.zone_id
          ? {
              zone_id: values.zone_id,
              allowed_provinces: values.allowed_provinces ?? [],
              allowed_customer_types: values.allowed_customer_types ?? [],
            }
          : { zone_id: null },
      ),
    onSuccess: (saved) => {
      client.setQueryData([...catalogueKey, 'goods-detail', goods.id], saved);
      void message.success(saved.control_rule ? '控销规则已保存' : '已取消控销');
    },
    onError: (error) => {
      const fields = (error as AdminApiError).errors;
      if (fields)
        form.setFields(
          Object.entries(fields).map(([name, errors]) => ({ name: name as keyof RuleForm, errors })),
        );
      void message.error(errorText(error));
    },
  });

  return (
    <Form<RuleForm>
      form={form}
      layout="vertical"
      onFinish={(v) => save.mutate(v)}
      data-testid="control-rule-form"
    >
      <Form.Item name="zone_id" label="控销专区" extra="不选：不控销，所有客户可见">
        <Select
          allowClear
          placeholder="不控销"
          options={(options?.zones ?? []).map((z) => ({ value: z.id, label: z.name }))}
          onChange={(v) => {
            if (!v) form.setFieldsValue({ allowed_provinces: [], allowed_customer_types: [] });
          }}
        />
      </Form.Item>
      <Form.Item name="allowed_provinces" label="可见省份（不选为全部省份）">
        <Select
          mode="multiple"
          disabled={!zoneId}
          options={(options?.provinces ?? []).map((p) => ({ value: p, label: p }))}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item name="allowed_customer_types" label="可见客户类型（不选为全部类型）">
        <Select mode="multiple" disabled={!zoneId} options={typeOptions} />
      </Form.Item>
      <Button loading={save.isPending} onClick={() => form.submit()} data-testid="control-rule-save">
        保存控销规则
      </Button>
    </Form>
  );
}

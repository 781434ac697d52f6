/** One offer's price (entered in yuan), ladder tiers, stock, quantity rules, sale state and tags. */
import type { AdminOffer } from '@mall/shared/admin-catalogue';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { type AdminApiError, adminApi, errorText } from '../../api';
import { YUAN_RULE, yuanInput } from './catalogue-api';

interface OfferForm {
  price: string;
  stock: number;
  min_quantity: number;
  step: number;
  member_limit: number | null;
  is_buy: boolean;
  tags: string[];
  ladder: { quantity: number; price: string }[];
  is_free_shipping: boolean;
  free_shipping_number: number;
}

export function OfferDialog({
  offer,
  onClose,
  onSaved,
}: {
  offer: AdminOffer | null;
  onClose: () => void;
  onSaved: () => void;
}): React.JSX.Element {
  const { message } = App.useApp();
  const [form] = Form.useForm<OfferForm>();
  // The stock this form started from: the server writes a changed stock only while it still holds.
  const [stockWas, setStockWas] = useState(0);
  useEffect(() => {
    if (offer) setStockWas(offer.stock);
    if (offer)
      form.setFieldsValue({
        price: yuanInput(offer.base_price),
        stock: offer.stock,
        min_quantity: offer.min_quantity,
        step: offer.step,
        member_limit: offer.member_limit,
        is_buy: offer.is_buy,
        tags: offer.tags,
        ladder: offer.ladder.map((t) => ({ quantity: t.quantity, price: yuanInput(t.price) })),
        is_free_shipping: offer.is_free_shipping,
        free_shipping_number: offer.free_shipping_number,
      });
  }, [offer, form]);

  const save = useMutation({
    mutationFn: (values: OfferForm) =>
      adminApi.post<AdminOffer>(`/api/admin/catalogue/offers/${offer?.id}`, {
        ...values,
        stock_was: stockWas,
        member_limit: values.member_limit ?? null,
        tags: values.tags ?? [],
        ladder: values.ladder ?? [],
        free_shipping_number: values.free_shipping_number ?? 0,
      }),
    onSuccess: () => {
      void message.success('报价已保存');
      onSaved();
    },
    onError: (error) => {
      const moved = (error as AdminApiError).data as { stock?: unknown } | null;
      if (typeof moved?.stock === 'number') {
        // Orders took or returned units since the form opened: start again from the stock as it is.
        setStockWas(moved.stock);
        form.setFields([{ name: 'stock', value: moved.stock, errors: [errorText(error)] }]);
      }
      const fields = (error as AdminApiError).errors;
      if (fields)
        form.setFields(
          Object.entries(fields).map(([name, errors]) => ({
            name: name.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never,
            errors,
          })),
        );
      void message.error(errorText(error));
    },
  });

  return (
    <Modal
      open={offer !== null}
      title={offer ? `编辑报价 ${offer.id}（${offer.warehouse}）` : ''}
      okText="保存"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<OfferForm>
        form={form}
        layout="vertical"
        onFinish={(v) => save.mutate(v)}
        preserve={false}
        data-testid="offer-form"
      >
        <Space wrap>
          <Form.Item
            name="price"
            label="价格（元）"
            rules={[{ required: true, message: '请输入价格' }, YUAN_RULE]}
          >
            <Input style={{ width: 140 }} inputMode="decimal" />
          </Form.Item>
          <Form.Item name="stock" label="库存" rules={[{ required: true, message: '请输入库存' }]}>
            <InputNumber min={0} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="min_quantity" label="起购量" rules={[{ required: true, message: '请输入起购量' }]}>
            <InputNumber min={1} precision={0} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="step" label="步长" rules={[{ required: true, message: '请输入步长' }]}>
            <InputNumber min={1} precision={0} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="member_limit" label="限购（空为不限）">
            <InputNumber min={1} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.Item name="is_buy" label="可购买" valuePropName="checked">
          <Switch checkedChildren="上架" unCheckedChildren="停售" />
        </Form.Item>
        <Space wrap>
          <Form.Item name="is_free_shipping" label="包邮" valuePropName="checked">
            <Switch checkedChildren="包邮" unCheckedChildren="不包邮" />
          </Form.Item>
          <Form.Item name="free_shipping_number" label="满多少件包邮（0 为不限件数）">
            <InputNumber min={0} max={100000} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.Item name="tags" label="标签">
          <Select mode="tags" options={['新', '特', '优', '满', '赠'].map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.List name="ladder">
          {(fields, { add, remove }) => (
            <Form.Item label="阶梯价（数量越多价格越低）">
              {fields.map((field) => (
                <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                  <Form.Item
                    name={[field.name, 'quantity']}
                    rules={[{ required: true, message: '请输入数量' }]}
                  >
                    <InputNumber min={2} precision={0} placeholder="满数量" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'price']}
                    rules={[{ required: true, message: '请输入阶梯价' }, YUAN_RULE]}
                  >
                    <Input placeholder="单价（元）" style={{ width: 120 }} />
                  </Form.Item>
                  <Button type="link" onClick={() => remove(field.name)}>
                    删除
                  </Button>
                </div>
              ))}
              {fields.length < 5 ? (
                <Button type="dashed" onClick={() => add()}>
                  添加一档
                </Button>
              ) : null}
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

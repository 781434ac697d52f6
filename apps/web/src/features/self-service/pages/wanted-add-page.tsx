/**
 * /zzfw/pzqg/add 发布求购: the goods wanted (name, spec, manufacturer), how many, at what price
 * and a note. On success the new request's page opens.
 */
import {
  SELF_SERVICE_MESSAGES as M,
  WANTED_NAME_MAX,
  WANTED_NOTE_MAX,
  WANTED_QUANTITY_MAX,
  WANTED_TEXT_MAX,
  type WantedInput,
  YUAN_RE,
} from '@mall/shared/self-service';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMember } from '@/api/user/get-user-base';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { Spinner } from '@/components/spinner';
import { href } from '@/config/paths';
import { clearDraft, readDraft, saveDraft } from '@/lib/drafts';
import { showToast } from '@/lib/feedback';
import { useCreateWanted } from '../api/wanted';
import { SelfServiceNav } from '../components/self-service-nav';

interface Values {
  goods_name: string;
  spec?: string;
  manufacturer?: string;
  quantity: number | null;
  expected_price?: string;
  note?: string;
}

const trim = (value: string | undefined) => value?.trim() ?? '';

const DRAFT = 'wanted';

export default function WantedAddPage(): React.JSX.Element {
  // The form waits for the member: what it types is kept as that member's draft (lib/drafts.ts).
  const member = useMember()?.username;
  return (
    <AccountFrame title="发布求购" testId="wanted-add-page">
      <SelfServiceNav />
      {member ? <WantedForm member={member} /> : <Spinner block />}
    </AccountFrame>
  );
}

function WantedForm({ member }: { member: string }): React.JSX.Element {
  const create = useCreateWanted();
  const navigate = useNavigate();
  // ?name=: a sold-out goods' 品种求购 link fills in its name.
  const [params] = useSearchParams();
  const prefilledName = (params.get('name') ?? '').slice(0, WANTED_NAME_MAX);
  const [draft] = useState(() => readDraft<Values>(member, DRAFT));

  const onFinish = (values: Values) => {
    const input: WantedInput = {
      goods_name: trim(values.goods_name),
      spec: trim(values.spec),
      manufacturer: trim(values.manufacturer),
      quantity: values.quantity ?? 0,
      note: trim(values.note),
    };
    const price = trim(values.expected_price);
    if (price !== '') input.expected_price = price;
    create.mutate(input, {
      onSuccess: (envelope) => {
        clearDraft(member, DRAFT);
        void showToast(envelope.msg, 'success');
        void navigate(href('/zzfw/pzqg/info', {}, { id: envelope.data.id }));
      },
    });
  };

  return (
    <Form<Values>
      layout="horizontal"
      labelCol={{ flex: '100px' }}
      onFinish={onFinish}
      onValuesChange={(_changed, all) => saveDraft(member, DRAFT, { ...all })}
      data-testid="wanted-form"
      initialValues={{ ...draft, goods_name: prefilledName || draft?.goods_name }}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        label="商品名称"
        name="goods_name"
        rules={[{ required: true, whitespace: true, message: M.wantedName }]}
      >
        <Input maxLength={WANTED_NAME_MAX} placeholder="如：阿莫西林胶囊" />
      </Form.Item>
      <Form.Item label="规格" name="spec">
        <Input maxLength={WANTED_TEXT_MAX} placeholder="如：0.25g*24粒" />
      </Form.Item>
      <Form.Item label="生产厂家" name="manufacturer">
        <Input maxLength={WANTED_TEXT_MAX} placeholder="选填" />
      </Form.Item>
      <Form.Item label="求购数量" name="quantity" rules={[{ required: true, message: M.wantedQuantity }]}>
        <InputNumber min={1} max={WANTED_QUANTITY_MAX} precision={0} style={{ width: 180 }} />
      </Form.Item>
      <Form.Item
        label="期望价格"
        name="expected_price"
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              trim(value) === '' || YUAN_RE.test(trim(value))
                ? Promise.resolve()
                : Promise.reject(new Error(M.wantedPrice)),
          },
        ]}
      >
        <Input prefix="¥" suffix="元" maxLength={10} placeholder="选填，如 12.50" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item label="备注" name="note">
        <Input.TextArea
          rows={3}
          maxLength={WANTED_NOTE_MAX}
          showCount
          placeholder="选填：到货时间、包装等要求"
        />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="wanted-submit">
            提交求购
          </Button>
          <Link to="/zzfw/pzqg">返回列表</Link>
        </Space>
      </Form.Item>
    </Form>
  );
}

import { type UpdateUserInfoInput, updateUserInfoSchema } from '@mall/shared/account';
import { Button, Form, Input } from 'antd';
import { showToast } from '@/lib/feedback';
import { zodRule } from '@/lib/zod-form-rule';
import { useUpdateUserInfo } from '../api/user-info';

const shape = updateUserInfoSchema.shape;

/** Edits the contact name and phone, validated with the server's own schema. */
export function ContactForm({ initial }: { initial: UpdateUserInfoInput }): React.JSX.Element {
  const update = useUpdateUserInfo();
  const submit = (values: UpdateUserInfoInput) =>
    update.mutate(updateUserInfoSchema.parse(values), {
      onSuccess: () => void showToast('联系人信息已保存'),
    });

  return (
    <Form<UpdateUserInfoInput>
      layout="horizontal"
      labelCol={{ flex: '100px' }}
      initialValues={initial}
      onFinish={submit}
      data-testid="contact-form"
      style={{ maxWidth: 460 }}
    >
      <Form.Item label="联系人" name="name" rules={[zodRule(shape.name)]}>
        <Input maxLength={20} placeholder="请输入联系人姓名" />
      </Form.Item>
      <Form.Item label="联系电话" name="phone" rules={[zodRule(shape.phone)]}>
        <Input maxLength={20} placeholder="手机号或固定电话" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

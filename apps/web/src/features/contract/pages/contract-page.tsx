/**
 * /dzht: the electronic purchase contract. Purchase calls answer 459 until the member signs here
 * (SPEC §8); once signed the page shows who signed and when.
 */
import { chinaDateTime } from '@mall/shared/china-time';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/feedback';
import { useContract, useSignContract } from '../api/contract';
import styles from './contract-page.module.css';

interface SignForm {
  name: string;
  agree: boolean;
}

export default function ContractPage(): React.JSX.Element {
  const contract = useContract();
  const sign = useSignContract();
  const navigate = useNavigate();

  if (contract.isPending) return <Spinner block />;
  if (contract.isError) {
    return (
      <EmptyState title="合同加载失败" description="请稍后重试">
        <Button type="primary" onClick={() => void contract.refetch()}>
          重新加载
        </Button>
      </EmptyState>
    );
  }

  const { title, content, signed } = contract.data;
  const submit = (values: SignForm) =>
    sign.mutate({ name: values.name.trim(), agree: 1 }, { onSuccess: () => void showToast('签署成功') });

  return (
    <section className={styles.page} data-testid="contract-page">
      <h1 className={styles.title}>{title}</h1>
      <article className={styles.content} data-testid="contract-content">
        {content}
      </article>
      {signed ? (
        <div data-testid="contract-signed">
          <Alert
            type="success"
            showIcon
            title="您已签署本合同"
            description={
              <dl className={styles.signature}>
                <dt>签署人</dt>
                <dd data-testid="contract-signatory">{signed.name}</dd>
                <dt>签署时间</dt>
                <dd data-testid="contract-signed-at">{chinaDateTime(signed.signed_at, true)}</dd>
                <dt>合同版本</dt>
                <dd>第 {contract.data.version} 版</dd>
                <dt>内容摘要</dt>
                <dd className={styles.hash}>{signed.content_hash}</dd>
              </dl>
            }
          />
          <div className={styles.actions}>
            <Button type="primary" onClick={() => void navigate(paths.cart)}>
              返回购物车
            </Button>
            <Button onClick={() => void navigate(paths.home)}>返回首页</Button>
          </div>
        </div>
      ) : (
        <Form<SignForm>
          className={styles.form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          data-testid="contract-form"
        >
          <Form.Item
            label="签署人姓名"
            name="name"
            rules={[
              { required: true, whitespace: true, message: '请输入签署人姓名' },
              { min: 2, message: '签署人姓名至少 2 个字' },
              { max: 20, message: '签署人姓名不能超过 20 个字' },
            ]}
          >
            <Input placeholder="请输入签署人姓名" maxLength={20} />
          </Form.Item>
          <Form.Item
            name="agree"
            valuePropName="checked"
            rules={[
              {
                validator: async (_rule, value) => {
                  if (!value) throw new Error('请阅读并同意采购合同');
                },
              },
            ]}
          >
            <Checkbox data-testid="contract-agree">我已阅读并同意以上合同条款</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sign.isPending} data-testid="contract-sign">
            签署
          </Button>
        </Form>
      )}
    </section>
  );
}

/**
 * /zhzx/basic: the store's registered details (read-only; changing them goes through review), the
 * contact person and the invoice profile (开票信息, #invoice-profile), editable, and the login
 * password's change.
 */
import { REVIEW_STATUS_TEXT } from '@mall/shared/account';
import { chinaDate } from '@mall/shared/china-time';
import { Button, Descriptions, Tag } from 'antd';
import { useState } from 'react';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { Spinner } from '@/components/spinner';
import { useUserInfo } from '../api/user-info';
import { AddressChangeModal } from '../components/address-change-modal';
import { ContactForm } from '../components/contact-form';
import { InvoiceProfileSection } from '../components/invoice-profile-section';
import { LoadFailed } from '../components/load-failed';
import { PasswordForm } from '../components/password-form';
import styles from './account-pages.module.css';

const REVIEW_COLOR = { 0: 'processing', 1: 'success', 2: 'error' } as const;

export default function BasicPage(): React.JSX.Element {
  const info = useUserInfo();
  const [changing, setChanging] = useState(false);

  let body: React.ReactNode;
  if (info.isPending) body = <Spinner block />;
  else if (info.isError) body = <LoadFailed what="基本信息" onRetry={() => void info.refetch()} />;
  else {
    const { company, contact, admin, address_change: change } = info.data;
    body = (
      <>
        <Descriptions bordered column={{ xs: 1, sm: 2 }} size="middle" data-testid="company-info">
          <Descriptions.Item label="企业名称">{company.name}</Descriptions.Item>
          <Descriptions.Item label="审核状态">
            <Tag color={REVIEW_COLOR[company.review_status]}>{company.review_status_text}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="客户类型">{company.customer_type}</Descriptions.Item>
          <Descriptions.Item label="会员等级">{company.rank || '—'}</Descriptions.Item>
          <Descriptions.Item label="登录账号">{info.data.username}</Descriptions.Item>
          <Descriptions.Item label="登录手机">{info.data.login_phone || '—'}</Descriptions.Item>
          <Descriptions.Item label="注册地址" span={2}>
            {company.registered_address}
          </Descriptions.Item>
          <Descriptions.Item label={admin.is_default === 0 ? '专属客服' : '客服经理'}>
            {admin.name} {admin.phone}
          </Descriptions.Item>
          <Descriptions.Item label="业务员编号">{info.data.salesperson || '—'}</Descriptions.Item>
        </Descriptions>
        {change ? (
          <p className={styles.note}>
            注册地址变更申请（{chinaDate(change.created_at)}）：
            {change.province}
            {change.city}
            {change.district}
            {change.address}{' '}
            <Tag color={REVIEW_COLOR[change.status]}>{REVIEW_STATUS_TEXT[change.status]}</Tag>
            {change.reason ? `原因：${change.reason}` : null}
          </p>
        ) : null}
        <p className={styles.note}>
          企业名称、客户类型等注册信息如需变更，请联系您的客服经理。注册地址可在线申请变更，审核通过后生效。{' '}
          <Button
            size="small"
            disabled={change?.status === 0}
            title={change?.status === 0 ? '已有待审核的变更申请' : undefined}
            onClick={() => setChanging(true)}
          >
            申请变更注册地址
          </Button>
        </p>
        <h2 className={styles.subtitle}>联系人信息</h2>
        <ContactForm initial={contact} />
        <InvoiceProfileSection />
        <h2 className={styles.subtitle}>修改登录密码</h2>
        <PasswordForm username={info.data.username} phone={info.data.login_phone} />
      </>
    );
  }

  return (
    <AccountFrame title="基本信息" testId="basic-page">
      {body}
      <AddressChangeModal open={changing} onClose={() => setChanging(false)} />
    </AccountFrame>
  );
}

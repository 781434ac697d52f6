import type { ReactNode } from 'react';
import { SectionFrame } from '@/components/section-frame/section-frame';

const SECTIONS = [
  { to: '/zhzx/basic', label: '基本信息' },
  { to: '/zhzx/zzzj', label: '资质证件' },
  { to: '/zhzx/ddgl', label: '多店管理' },
  { to: '/zhzx/bdwx', label: '绑定微信' },
  { to: '/zhzx/addr', label: '收货地址' },
  { to: '/zhzx/wdxx', label: '我的消息' },
  { to: '/zhzx/dy', label: '我的订阅' },
  { to: '/zhzx/zfmm', label: '支付密码' },
] as const;

interface AccountFrameProps {
  title: ReactNode;
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** The account centre (/zhzx) in its section frame (messages use it too). */
export function AccountFrame(props: AccountFrameProps): React.JSX.Element {
  return <SectionFrame menuTitle="账户中心" sections={SECTIONS} {...props} />;
}

import type { ReactNode } from 'react';
import { SectionFrame } from '@/components/section-frame/section-frame';

const SECTIONS = [
  { to: '/wdqb/yegl', label: '余额管理' },
  { to: '/wdqb/jfgl', label: '积分管理' },
  { to: '/wdqb/yhq', label: '我的优惠券' },
  { to: '/wdqb/xjq', label: '我的现金券' },
] as const;

interface WalletFrameProps {
  title: ReactNode;
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** The wallet (/wdqb) in its section frame. */
export function WalletFrame(props: WalletFrameProps): React.JSX.Element {
  return <SectionFrame menuTitle="我的钱包" sections={SECTIONS} {...props} />;
}

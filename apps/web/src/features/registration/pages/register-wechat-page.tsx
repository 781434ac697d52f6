import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { confirmWechat } from '@/api/user/confirm-wechat';
import { createWechatQr } from '@/api/user/create-wechat-qr';
import { userKeys } from '@/api/user/user-keys';
import { FlowFrame } from '@/components/flow-frame/flow-frame';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { MemberGate } from '../components/member-gate';
import styles from './register-wechat-page.module.css';

const WECHAT_STEPS = ['微信扫码', '确认绑定', '完成'] as const;

/**
 * /register/wechat: the sandbox WeChat provider's QR page. The box shows the ticket the QR would
 * encode; 模拟扫码确认 does what scanning and confirming in the WeChat app does.
 */
export default function RegisterWechatPage(): React.JSX.Element {
  return <MemberGate>{() => <WechatBind />}</MemberGate>;
}

/** Binding needs a login: the ticket belongs to the member who asked for it. */
function WechatBind(): React.JSX.Element {
  const queryClient = useQueryClient();
  // Each code is a new ticket (a POST): issued on opening and on 刷新二维码, not again on focus.
  const qr = useQuery({
    queryKey: ['wechat', 'qr'],
    queryFn: createWechatQr,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const confirm = useMutation({
    mutationFn: (ticket: string) => confirmWechat(ticket),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.base }),
  });

  if (confirm.isSuccess) {
    return (
      <FlowFrame title="微信注册" steps={WECHAT_STEPS} current={3}>
        <Result
          data-testid="wechat-bound"
          status="success"
          title="微信绑定成功"
          subTitle="以后可以使用微信扫码登录本商城。"
          extra={[
            <Link key="user" to={paths.user}>
              <Button type="primary">会员中心</Button>
            </Link>,
            <Link key="home" to={paths.home}>
              <Button>返回首页</Button>
            </Link>,
          ]}
        />
      </FlowFrame>
    );
  }

  return (
    <FlowFrame
      title="微信注册"
      steps={WECHAT_STEPS}
      current={0}
      aside={<Link to="/register/step1">手机号注册</Link>}
    >
      {qr.isPending ? <Spinner block /> : null}
      {qr.isError ? (
        <Result
          status="warning"
          title="二维码获取失败"
          extra={<Button onClick={() => void qr.refetch()}>重新获取</Button>}
        />
      ) : null}
      {qr.data ? (
        <div className={styles.qr} data-testid="wechat-qr">
          <div className={styles.box}>
            <span className={styles.label}>微信扫码凭证</span>
            <code className={styles.ticket}>{qr.data.ticket}</code>
          </div>
          <p className={styles.tip}>请使用微信扫一扫，在手机上确认绑定</p>
          <div className={styles.actions}>
            <Button type="primary" loading={confirm.isPending} onClick={() => confirm.mutate(qr.data.ticket)}>
              模拟扫码确认
            </Button>
            <Button onClick={() => void qr.refetch()}>刷新二维码</Button>
          </div>
        </div>
      ) : null}
    </FlowFrame>
  );
}

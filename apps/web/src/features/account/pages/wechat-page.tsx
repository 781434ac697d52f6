/**
 * /zhzx/bdwx: the bound WeChat nickname with 解除绑定, or the sandbox QR flow to bind one. The
 * sandbox QR is its ticket and confirm link; 模拟扫码确认 stands in for the phone's scan.
 */
import { Button, Descriptions } from 'antd';
import { useEffect } from 'react';
import { goToLogin } from '@/api/client';
import { useConfirmWechat } from '@/api/user/confirm-wechat';
import { useWechatQr } from '@/api/user/create-wechat-qr';
import { useMember, useUserBase } from '@/api/user/get-user-base';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { Spinner } from '@/components/spinner';
import { confirm, showToast } from '@/lib/feedback';
import { useUnbindWechat } from '../api/wechat';
import styles from './account-pages.module.css';

function BindFlow(): React.JSX.Element {
  const qr = useWechatQr();
  const confirmBind = useConfirmWechat();
  const base = useUserBase();

  if (!qr.data) {
    return (
      <div className={styles.qr}>
        <p>绑定微信后，可使用微信扫码登录并接收订单通知。</p>
        <Button type="primary" loading={qr.isPending} onClick={() => qr.mutate()} data-testid="wechat-qr">
          获取绑定二维码
        </Button>
      </div>
    );
  }
  const { ticket, confirm_url: confirmUrl, expires_in: expiresIn } = qr.data;
  return (
    <div className={styles.qr} data-testid="wechat-ticket">
      <p>
        请使用微信扫描下方二维码（沙箱环境：打开确认链接或点击「模拟扫码确认」），{Math.round(expiresIn / 60)}{' '}
        分钟内有效。
      </p>
      <div className={styles.ticket}>{ticket}</div>
      <a href={confirmUrl} target="_blank" rel="noopener">
        打开扫码确认页
      </a>
      <div>
        <Button
          type="primary"
          loading={confirmBind.isPending}
          onClick={() =>
            confirmBind.mutate(ticket, { onSuccess: (r) => void showToast(`已绑定微信「${r.wechat}」`) })
          }
        >
          模拟扫码确认
        </Button>{' '}
        <Button onClick={() => void base.refetch()}>我已扫码，刷新状态</Button>{' '}
        <Button type="link" onClick={() => qr.mutate()}>
          刷新二维码
        </Button>
      </div>
    </div>
  );
}

export default function WechatPage(): React.JSX.Element {
  const base = useUserBase();
  const member = useMember();
  const unbind = useUnbindWechat();

  const onUnbind = async () => {
    if (await confirm('解除绑定后将无法使用微信扫码登录，确定解除吗？'))
      unbind.mutate(undefined, { onSuccess: () => void showToast('已解除微信绑定') });
  };

  // The page asks no member call of its own, so no 10001 sends a guest to log in: it goes itself.
  const guest = !base.isPending && !member;
  useEffect(() => {
    if (guest) goToLogin();
  }, [guest]);

  let body: React.ReactNode;
  if (base.isPending) body = <Spinner block />;
  else if (!member) body = <Spinner block label="请先登录…" />;
  else if (member.wechat)
    body = (
      <>
        <Descriptions bordered column={1} data-testid="wechat-bound">
          <Descriptions.Item label="绑定状态">已绑定</Descriptions.Item>
          <Descriptions.Item label="微信昵称">{member.wechat}</Descriptions.Item>
        </Descriptions>
        <p className={styles.note}>
          <Button danger loading={unbind.isPending} onClick={() => void onUnbind()}>
            解除绑定
          </Button>
        </p>
      </>
    );
  else body = <BindFlow />;

  return (
    <AccountFrame title="绑定微信" testId="wechat-page">
      {body}
    </AccountFrame>
  );
}

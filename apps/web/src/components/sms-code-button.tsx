import { SMS_RESEND_GAP_SECONDS, type SmsScene } from '@mall/shared/registration';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { sendSmsCode } from '@/lib/sms';

interface SmsCodeButtonProps {
  scene: SmsScene;
  /** Validates the phone field and returns it, or null when it is not valid yet. */
  getPhone: () => Promise<string | null>;
}

/** 获取验证码: sends a code, then counts down the resend gap (60 s) before it may be pressed again. */
export function SmsCodeButton({ scene, getPhone }: SmsCodeButtonProps): React.JSX.Element {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const phone = await getPhone();
    if (!phone) return;
    setSending(true);
    try {
      const sent = await sendSmsCode(phone, scene);
      setLeft(sent.resend_after > 0 ? sent.resend_after : SMS_RESEND_GAP_SECONDS);
    } catch {
      // The client already showed the server's message (too soon, daily cap …).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button data-testid="sms-code-button" disabled={left > 0} loading={sending} onClick={() => void send()}>
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}

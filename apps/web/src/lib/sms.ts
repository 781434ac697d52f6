/** SMS verification codes (registration, forgotten password, binding), shared by those flows. */
import type { CreateCodeResult, SmsScene } from '@mall/shared/registration';
import { api } from '../api/client';

export function sendSmsCode(phone: string, scene: SmsScene): Promise<CreateCodeResult> {
  return api.post<CreateCodeResult>('/api/user/create_code', { phone, scene }).then((r) => r.data);
}

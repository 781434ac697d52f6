/** Inputs of the payment calls: the buyer's choice of method, the sandbox cashier's, and the provider's callback. */
import { PAY_METHODS } from '@mall/shared/order';
import { PAY_NOTIFY_RESULTS } from '@mall/shared/payment';
import { payPasswordField } from '@mall/shared/subscription';
import { z } from 'zod';

export const payBody = z.object({
  method: z.enum(PAY_METHODS, { error: '请选择支付方式' }),
  /** needed for balance once the member has set a payment password */
  pay_password: payPasswordField.optional(),
});

const paymentNo = z
  .string({ error: '支付单号不能为空' })
  .trim()
  .regex(/^PAY\d{6,32}$/, '支付单号格式不正确');

const result = z.enum(PAY_NOTIFY_RESULTS, { error: '支付结果不正确' });

export const sandboxParams = z.object({ payment_no: paymentNo });

export const sandboxBody = z.object({ result });

export const notifyBody = z.object({
  payment_no: paymentNo,
  result,
  sign: z.string({ error: '签名不能为空' }).trim().min(1, '签名不能为空').max(256, '签名格式不正确'),
});

/** Inputs of the payment calls: the buyer's choice of method, and the gateway's callback. */
import { PAY_METHODS } from '@mall/shared/order';
import { z } from 'zod';

export const payBody = z.object({
  method: z.enum(PAY_METHODS, { error: '请选择支付方式' }),
});

const paymentNo = z
  .string({ error: '支付单号不能为空' })
  .trim()
  .regex(/^PAY\d{6,32}$/, '支付单号格式不正确');

export const sandboxParams = z.object({ payment_no: paymentNo });

export const notifyBody = z.object({
  payment_no: paymentNo,
  result: z.enum(['paid', 'cancelled'], { error: '支付结果不正确' }),
  sign: z.string({ error: '签名不能为空' }).trim().min(1, '签名不能为空').max(256, '签名格式不正确'),
});

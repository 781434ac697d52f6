/**
 * The operator console's input schemas (decision 020), apart from admin.ts so the console's pages
 * load no zod beyond what the store already ships: the server parses, the console's forms check
 * with antd rules.
 */
import { z } from 'zod';
import { OPERATOR_ROLES } from './admin.ts';
import { isInputDay } from './china-time.ts';
import { isPersonalPassword, PASSWORD_MESSAGES, passwordProblem } from './password-policy.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const adminLoginInputSchema = z.object({
  username: z
    .string({ error: '请输入用户名' })
    .trim()
    .min(1, '请输入用户名')
    .max(64, '用户名不能超过64个字符'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(64, '密码不能超过64个字符'),
});

const rolesField = z
  .array(z.enum(OPERATOR_ROLES, { error: '角色有误' }), { error: '请选择角色' })
  .min(1, '请至少选择一个角色')
  .max(OPERATOR_ROLES.length, '角色有误')
  .transform((roles) => [...new Set(roles)]);

/** An operator's new password: its length, then the members' policy (common, trivial; the login name where known). */
const passwordField = z
  .string({ error: '请输入密码' })
  .min(8, '密码至少8位')
  .max(64, '密码不能超过64个字符')
  .superRefine((value, ctx) => {
    if (value.length < 8 || value.length > 64) return;
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const operatorCreateSchema = z
  .object({
    username: z
      .string({ error: '请输入用户名' })
      .trim()
      .regex(/^[A-Za-z0-9_]{3,32}$/, '用户名为3-32位字母、数字或下划线'),
    name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(32, '姓名不能超过32个字符'),
    password: passwordField,
    roles: rolesField,
  })
  .superRefine((input, ctx) => {
    // The login name is the first guess: it may not be inside the password, as for members.
    if (isPersonalPassword(input.password, [input.username]))
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.personal });
  });
export type OperatorCreateInput = z.infer<typeof operatorCreateSchema>;

export const operatorRolesSchema = z.object({ roles: rolesField });
export const operatorDisableSchema = z.object({ disabled: z.boolean({ error: '请选择是否停用' }) });
export const operatorPasswordSchema = z.object({ password: passwordField });

/** GET /api/admin/audit: dates are China calendar days, both ends included. */
export const auditQuerySchema = z.object({
  operator_id: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
  action: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  target_type: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  target_id: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  from: z.preprocess(blankToUndefined, z.iso.date('日期格式有误').refine(isInputDay, '日期有误').optional()),
  to: z.preprocess(blankToUndefined, z.iso.date('日期格式有误').refine(isInputDay, '日期有误').optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  page_size: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100).default(20)),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

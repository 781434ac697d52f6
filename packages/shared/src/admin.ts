/**
 * The operator console (运营后台, decision 020): operator roles, what each may do, and the wire
 * types of its login, its "who am I" and its audit log. The server checks every operator route
 * with `can`; the console shows only the sections `can` allows.
 */
import { MARKETING_AUDIT_LABELS } from './admin-marketing.ts';

export const OPERATOR_ROLES = ['admin', 'reviewer', 'ops', 'service', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  admin: '管理员',
  reviewer: '审核',
  ops: '运营',
  service: '客服',
  finance: '财务',
};

export const PERMISSIONS = [
  'dashboard',
  'members',
  'catalogue',
  'orders',
  'after_sales',
  'finance',
  'marketing',
  'content',
  'chat',
  'audit',
  'operators',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  dashboard: '概览',
  members: '会员审核',
  catalogue: '商品',
  orders: '订单',
  after_sales: '售后',
  finance: '财务',
  marketing: '营销活动',
  content: '内容',
  chat: '客服工作台',
  audit: '操作日志',
  operators: '操作员',
};

/** What each role may do (decision 020). An operator holds the union of its roles' permissions. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  reviewer: ['dashboard', 'members'],
  ops: ['dashboard', 'catalogue', 'marketing', 'content'],
  service: ['dashboard', 'orders', 'after_sales', 'content', 'chat'],
  finance: ['dashboard', 'orders', 'after_sales', 'finance', 'audit'],
};

export const isOperatorRole = (value: string): value is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(value);

/** Every permission the roles give, in the order of PERMISSIONS; unknown role names give none. */
export function permissionsOf(roles: readonly string[]): Permission[] {
  const granted = new Set<Permission>();
  for (const role of roles) if (isOperatorRole(role)) for (const p of ROLE_PERMISSIONS[role]) granted.add(p);
  return PERMISSIONS.filter((p) => granted.has(p));
}

export function can(roles: readonly string[], permission: Permission): boolean {
  return roles.some((role) => isOperatorRole(role) && ROLE_PERMISSIONS[role].includes(permission));
}

export const roleLabel = (role: string): string => (isOperatorRole(role) ? OPERATOR_ROLE_LABELS[role] : role);

/** POST /api/admin/login (checked by adminLoginInputSchema in admin-schemas.ts). */
export interface AdminLoginInput {
  username: string;
  password: string;
}

// Who am I --------------------------------------------------------------------------

/** GET /api/admin/me and the answer of a login; null when no operator is logged in. */
export interface AdminMe {
  id: number;
  username: string;
  name: string;
  roles: OperatorRole[];
  permissions: Permission[];
}

// Operators ------------------------------------------------------------------------------------

export interface OperatorItem {
  id: number;
  username: string;
  name: string;
  roles: OperatorRole[];
  disabled: boolean;
  /** Unix seconds, shown in China time. */
  created_at: number;
  last_login_at: number | null;
}

// Audit log ------------------------------------------------------------------------------------

export interface AuditItem {
  id: number;
  operator_id: number;
  operator_name: string;
  operator_username: string;
  /** Unix seconds; the console shows it in China time. */
  at: number;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  ip: string;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Audit actions the console names in Chinese; others show as written. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'operator.create': '新建操作员',
  'operator.roles': '修改角色',
  'operator.disable': '停用操作员',
  'operator.enable': '启用操作员',
  'operator.password': '重置密码',
  'licence.approve': '审核通过',
  'licence.reject': '审核驳回',
  'company.approve': '门店审核通过',
  'company.reject': '门店审核驳回',
  'licence.scopes': '设置经营范围',
  'address_change.approve': '地址变更通过',
  'address_change.reject': '地址变更驳回',
  'company.profile': '修改会员资料',
  'goods.update': '修改商品',
  'offer.update': '修改报价',
  'category.create': '新建分类',
  'category.update': '修改分类',
  'category.delete': '删除分类',
  'brand.create': '新建品牌',
  'brand.update': '修改品牌',
  'brand.delete': '删除品牌',
  'catalogue.import': '导入商品价格库存',
  'order.confirm_transfer': '确认转账',
  'order.ship': '订单发货',
  'order.parcel': '添加包裹',
  'order.trace': '添加物流',
  'order.deliver': '订单签收',
  'after_sale.approve': '售后通过',
  'after_sale.reject': '售后驳回',
  'invoice.issue': '开具发票',
  'invoice.reissue': '重开发票',
  'banner.create': '新建广告',
  'banner.update': '修改广告',
  'banner.delete': '删除广告',
  'nav.create': '新建导航',
  'nav.update': '修改导航',
  'nav.delete': '删除导航',
  'floor.create': '新建楼层',
  'floor.update': '修改楼层',
  'floor.delete': '删除楼层',
  'article.create': '新建文章',
  'article.update': '修改文章',
  'article.delete': '删除文章',
  'media.upload': '上传图片',
  'feedback.reply': '回复反馈',
  'wanted.status': '处理求购',
  ...MARKETING_AUDIT_LABELS,
};

/** The progress steps and pages of the forgotten-password flow. */
export const FORGET_STEPS = ['验证手机', '设置新密码', '完成'] as const;
export const FORGET_PATHS = ['/forget/step1', '/forget/step2', '/forget/step3'] as const;

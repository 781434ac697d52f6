/** The progress steps of the two registration flows. */
export const REGISTER_STEPS = ['验证手机', '填写企业信息', '上传资质'] as const;
export const STORE_STEPS = ['填写门店信息', '上传资质', '等待审核'] as const;

export const REGISTER_PATHS = ['/register/step1', '/register/step2', '/register/step3'] as const;
export const STORE_PATHS = ['/register/dd/step1', '/register/dd/step2', '/register/dd/step3'] as const;

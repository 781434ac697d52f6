/** Business constants and limits of SPEC §9. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const MENU_CATEGORY_COUNT = 7;
export const NAV_ENTRY_COUNT = 9;
export const BADGE_MAX = 99;
export const CART_PANEL_COLLAPSED_PX = 40;
export const CART_PANEL_OPEN_PX = 310;
export const ADD_TO_CART_DELAY_MS = 200;
export const CART_LIST_DEFAULT_FILTER = 99_999;
export const STICKY_HEADER_THRESHOLD_PX = 205;
export const SUGGEST_DEBOUNCE_MS = 500;
export const SUGGEST_CACHE_AGE_MS = 5_000;
export const LOTTERY_RESULT_DELAY_MS = 2_000;
export const LOTTERY_CLOSE_ANIMATION_MS = 1_000;
export const DEFAULT_DECIMALS = 2;
export const SEARCH_TYPE_DRUG = 0;
export const SEARCH_TYPE_MANUFACTURER = 1;
export const SERVICE_ARTICLE_CATEGORY_ID = 3;
export const GOODS_TYPE_FLASH = 1;
export const GOODS_TYPE_COMBINATION = 3;
export const HELP_FOOTER_CHILDREN = 4;

/** Calls that a newer request to the same URL must not cancel (SPEC §7). */
export const NON_CANCELLING_URLS: readonly string[] = [
  '/api/cart',
  '/api/favorite',
  '/api/favorite/cancel',
  '/api/activity/tap',
];

export const MESSAGES = {
  serverBusy: '系统繁忙，请稍候再试',
  timeout: '请求超时，请刷新页面',
  activityNotStarted: '活动暂未开始',
  activityNoticeDefault: '活动未开始',
  cartEmpty: '购物车空空如也~',
  confirmDeleteCartLine: '确定删除这件商品吗?',
  loginToSeePrice: '登录后可见',
  approvalToSeePrice: '资质审核通过后可见',
} as const;

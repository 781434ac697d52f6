/**
 * Query keys of the member's own data. The base user (who is looking, the badge's cart count and
 * the unread messages) and the member centre (order counts, wallet) are read by many pages and
 * refreshed by the cart's and the orders' named invalidations.
 */
export const userKeys = {
  base: ['user', 'base'] as const,
  center: ['user', 'center'] as const,
  /** the store's balance (GET /api/user/user_money), paid from at checkout */
  balance: ['user', 'balance'] as const,
  addresses: ['user', 'address'] as const,
  /** the store's invoice profile: edited on /zhzx/basic, shown by checkout */
  invoiceProfile: ['user', 'invoice-profile'] as const,
  licences: ['user', 'licences'] as const,
  /** the region tree is the same for everyone and changes only with a release */
  regions: ['region'] as const,
  feedbackAll: ['user', 'feedback'] as const,
  feedback: (page: number) => ['user', 'feedback', page] as const,
};

/** Query keys of the checkout pages; everything sits under 'checkout' so one invalidation refreshes it. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  coupons: (ids: readonly number[]) => ['checkout', 'coupons', ids] as const,
  vouchers: ['checkout', 'vouchers'] as const,
  preview: (choices: object) => ['checkout', 'preview', choices] as const,
  sandbox: (paymentNo: string) => ['checkout', 'sandbox', paymentNo] as const,
  payOptions: ['checkout', 'pay-options'] as const,
};

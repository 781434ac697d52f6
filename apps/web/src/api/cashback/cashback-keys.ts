/** Query keys of full-amount cashback: the campaign page (with the store's cashback so far). */
export const cashbackKeys = {
  all: ['cashback'] as const,
  page: ['cashback', 'page'] as const,
};

/**
 * Query keys of the marketing pages 每日特价 and 限时秒杀. Their goods carry prices that depend on
 * who is looking, so the root is member-scoped (login and logout drop it).
 */
export const dealsKeys = {
  all: ['deals'] as const,
  daily: ['deals', 'daily'] as const,
  flash: ['deals', 'flash'] as const,
};

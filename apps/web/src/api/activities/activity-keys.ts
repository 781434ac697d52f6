/** Query keys of the activities. */
export const activityKeys = {
  all: ['activities'] as const,
  running: () => ['activities', 'running'] as const,
};

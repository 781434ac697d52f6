/** Query keys of the lucky draw: a draw refreshes everything under `all` (the pop-up, chances, records, winners). */
export const drawKeys = {
  all: ['draw'] as const,
  simple: ['draw', 'simple'] as const,
  activity: (id: number) => ['draw', 'activity', id] as const,
  winners: (id: number) => ['draw', 'winners', id] as const,
  records: (page: number) => ['draw', 'records', page] as const,
  ads: ['draw', 'ads'] as const,
};

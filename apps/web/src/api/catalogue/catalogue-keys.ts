/** Query keys of the catalogue: goods, their offers and their batches' inspection reports. */
export const catalogueKeys = {
  goodsList: (params: Record<string, unknown>) => ['goods', 'list', params] as const,
  reports: (goodsId: number, batchNumber: string) => ['jybg', goodsId, batchNumber] as const,
};

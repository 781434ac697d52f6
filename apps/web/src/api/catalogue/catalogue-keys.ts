/** Query keys of the catalogue: goods, their offers and their batches' inspection reports. */
export const catalogueKeys = {
  reports: (goodsId: number, batchNumber: string) => ['jybg', goodsId, batchNumber] as const,
};

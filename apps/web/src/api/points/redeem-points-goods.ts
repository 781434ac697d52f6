/**
 * POST /api/points_goods/redeem {id, number, address_id}: redeems an item into a points order. A
 * refusal (积分不足, 库存不足, 超出限兑数量, 地址不存在) is shown by the client's error handling.
 * Either way the mall's stock, the ledger, the points orders, the base user and the member
 * centre's wallet card are read again.
 */
import type { Envelope } from '@mall/shared/codes';
import type { PointsRedeemBody, PointsRedeemed } from '@mall/shared/points';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { orderKeys } from '../orders/order-keys';
import { userKeys } from '../user/user-keys';
import { pointsKeys } from './points-keys';

export function redeemPointsGoods(body: PointsRedeemBody): Promise<Envelope<PointsRedeemed>> {
  return api.post<PointsRedeemed>('/api/points_goods/redeem', body, {
    cancelGroup: `points-redeem:${body.id}`,
  });
}

export function useRedeemPointsGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPointsGoods,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.base }),
        queryClient.invalidateQueries({ queryKey: userKeys.center }),
      ]),
  });
}

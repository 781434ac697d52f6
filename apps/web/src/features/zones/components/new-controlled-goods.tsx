/** The newest controlled goods this member may buy (GET /api/focus/new_kxzq); guests are asked to log in. */

import { useMember, useUserBase } from '@/api/user/get-user-base';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { GoodsGrid } from '@/components/goods/goods-grid';
import { useNewControlledGoods } from '../api/get-new-controlled-goods';
import { LoginToView } from './login-to-view';

export function NewControlledGoods({ limit }: { limit?: number }) {
  const base = useUserBase();
  const member = useMember();
  const goods = useNewControlledGoods({ enabled: member !== null });
  if (base.isPending) return <GoodsGrid goods={[]} loading />;
  if (!member) return <LoginToView />;
  if (goods.isPending) return <GoodsGrid goods={[]} loading />;
  if (goods.isError) {
    return (
      <EmptyState title="控销新品加载失败" description="请稍后重试">
        <button type="button" className={buttons.primary} onClick={() => void goods.refetch()}>
          重新加载
        </button>
      </EmptyState>
    );
  }
  if (goods.data.length === 0) {
    return <EmptyState testId="zone-empty" title="暂无控销新品" description="您所在地区暂无可购的控销新品" />;
  }
  const list = limit ? goods.data.slice(0, limit) : goods.data;
  return <GoodsGrid goods={list} testId="zone-goods" />;
}

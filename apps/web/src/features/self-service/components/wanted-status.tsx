import type { WantedRead } from '@mall/shared/self-service';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const COLOR = { 0: 'default', 1: 'processing', 2: 'success' } as const;

export function WantedStatusTag({ item }: { item: WantedRead }): React.JSX.Element {
  return (
    <Tag color={COLOR[item.status]} data-testid="wanted-status">
      {item.status_text}
    </Tag>
  );
}

/** 已上架 requests link to the goods now on sale. */
export function WantedGoodsLink({ item }: { item: WantedRead }): React.JSX.Element | null {
  if (item.status !== 2 || item.goods_id === null) return null;
  return (
    <Link to={paths.goodsDetail(item.goods_id)} data-testid="wanted-goods-link">
      去采购
    </Link>
  );
}

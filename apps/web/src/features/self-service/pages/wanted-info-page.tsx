/** /zzfw/pzqg/info?id= 求购详情: one of the member's requests, its status and the goods once 已上架. */
import { chinaDateTime } from '@mall/shared/china-time';
import { Button, Descriptions } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { useWanted } from '../api/wanted';
import { SelfServiceNav } from '../components/self-service-nav';
import { WantedGoodsLink, WantedStatusTag } from '../components/wanted-status';
import { idOf } from '../utils/page-param';

export default function WantedInfoPage(): React.JSX.Element {
  const [params] = useSearchParams();
  const id = idOf(params);
  const wanted = useWanted(id);
  const back = (
    <Link to="/zzfw/pzqg">
      <Button>返回列表</Button>
    </Link>
  );

  let body: React.ReactNode;
  if (id === null || wanted.isError)
    body = (
      <EmptyState testId="wanted-missing" title="求购记录不存在" description="该记录不存在或不属于当前账号">
        {back}
      </EmptyState>
    );
  else if (wanted.isPending) body = <Spinner block />;
  else {
    const item = wanted.data;
    body = (
      <Descriptions bordered column={{ xs: 1, sm: 2 }} data-testid="wanted-detail">
        <Descriptions.Item label="商品名称">{item.goods_name}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <WantedStatusTag item={item} /> <WantedGoodsLink item={item} />
        </Descriptions.Item>
        <Descriptions.Item label="规格">{item.spec || '—'}</Descriptions.Item>
        <Descriptions.Item label="生产厂家">{item.manufacturer || '—'}</Descriptions.Item>
        <Descriptions.Item label="求购数量">{item.quantity}</Descriptions.Item>
        <Descriptions.Item label="期望价格">
          {item.expected_price === null ? '—' : `¥${item.expected_price}`}
        </Descriptions.Item>
        <Descriptions.Item label="登记时间">{chinaDateTime(item.created_at)}</Descriptions.Item>
        <Descriptions.Item label="更新时间">{chinaDateTime(item.updated_at)}</Descriptions.Item>
        <Descriptions.Item label="备注" span={2}>
          {item.note || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="采购回复" span={2}>
          {item.reply || '采购部处理后会在这里回复'}
        </Descriptions.Item>
      </Descriptions>
    );
  }

  return (
    <AccountFrame title="求购详情" extra={back} testId="wanted-info-page">
      <SelfServiceNav />
      {body}
    </AccountFrame>
  );
}

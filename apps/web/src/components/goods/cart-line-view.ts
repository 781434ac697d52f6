/** How a cart line reads in a short list (the side panel): a goods line or a combination package. */
import type { CartLine } from '@mall/shared/cart';

export interface CartLineView {
  name: string;
  image: string | undefined;
  maker: string;
  spec: string;
  unit: string;
}

export function cartLineView(line: Pick<CartLine, 'goods' | 'combination'>): CartLineView {
  if (line.goods) {
    return {
      name: line.goods.name,
      image: line.goods.goods_image[0]?.url,
      maker: line.goods.sccj,
      spec: line.goods.ypgg,
      unit: line.goods.bzdw,
    };
  }
  const pack = line.combination;
  const first = pack?.items[0]?.goods;
  return {
    name: pack ? `【套餐】${pack.title}` : '已下架商品',
    image: first?.goods_image[0]?.url,
    maker: pack ? pack.items.map((item) => `${item.goods.name}×${item.quantity}`).join('、') : '',
    spec: pack ? `${pack.items.length} 种商品` : '',
    unit: '套',
  };
}

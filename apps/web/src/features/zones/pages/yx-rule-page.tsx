/**
 * /yx/rule: how goods are chosen for the free-shipping selection (优选包邮). The route shows no
 * header, footer or side bar (SPEC §2), so the page carries its own way back.
 */
import { Link } from 'react-router';
import styles from './yx-rule-page.module.css';

const RULES: readonly { title: string; items: readonly string[] }[] = [
  {
    title: '一、选品标准',
    items: [
      '入选商品须为本商城自营仓库现货，近效期（有效期不足 6 个月）商品不参与优选。',
      '优先选择国家基本药物目录、医保目录内的常用品种，以及各门店近 90 天采购量靠前的品种。',
      '生产企业须资质齐全、近两年无药品质量抽检不合格记录；同一通用名同一规格原则上只选一个厂家。',
      '价格须低于或等于同期本商城同品种同规格的常规供货价。',
    ],
  },
  {
    title: '二、包邮规则',
    items: [
      '标有「优」标签的商品为优选商品，单品达到商品页标注的包邮数量即可享受包邮。',
      '标有「单品包邮」的商品，购买该单品即包邮，不受订单金额限制。',
      '包邮仅限中国大陆地区配送地址（港澳台及偏远地区除外），配送方式由商城统一安排。',
    ],
  },
  {
    title: '三、调整与退出',
    items: [
      '优选清单每月评估一次，出现质量投诉、断货超过 15 天或价格不再具有优势的商品将移出优选。',
      '商品移出优选前已提交的订单仍按下单时的包邮规则执行。',
      '本规则的解释权归本商城所有，如有疑问请联系您的专属客服。',
    ],
  },
];

export default function YxRulePage(): React.JSX.Element {
  return (
    <main className={styles.page} data-testid="yx-rule">
      <header className={styles.head}>
        <h1 className={styles.title}>优选包邮 · 选品规则</h1>
        <p className={styles.lead}>为门店精选常用品种，满足包邮数量即可包邮，省去运费与比价的时间。</p>
      </header>
      {RULES.map((section) => (
        <section key={section.title} className={styles.section}>
          <h2 className={styles.heading}>{section.title}</h2>
          <ol className={styles.items}>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      ))}
      <footer className={styles.foot}>
        <Link to="/yx" className={styles.back}>
          返回优选包邮专区
        </Link>
      </footer>
    </main>
  );
}

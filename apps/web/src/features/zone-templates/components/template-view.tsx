/** One zone template: its banner, window and rules, then each goods group with 加入购物车. */
import type { ZoneTemplateDetail } from '@mall/shared/zone-templates';
import { EmptyState } from '@/components/empty-state';
import { SectionTitle } from '@/features/zones/components/section-title';
import { ZoneGoodsTable } from '@/features/zones/components/zone-goods-table';
import { ZoneHero } from '@/features/zones/components/zone-hero';
import styles from './template-view.module.css';
import { zoneWindowText } from './zone-window';

export function ZoneRules({ text }: { text: string }): React.JSX.Element | null {
  if (!text) return null;
  return (
    <p className={styles.rules} data-testid="zone-rules">
      <b>活动规则</b>
      {text}
    </p>
  );
}

export function TemplateView({ template }: { template: ZoneTemplateDetail }): React.JSX.Element {
  return (
    <div data-testid="zone-template" data-kind={template.kind} data-id={template.id}>
      <ZoneHero
        title={template.title}
        image={template.banner_image || undefined}
        subtitle={<span data-testid="zone-window">{zoneWindowText(template)}</span>}
        tone="blue"
      />
      <ZoneRules text={template.rules} />
      {template.groups.length === 0 ? (
        <EmptyState testId="zone-empty" title="该专区暂无商品" description="看看其他专区的商品吧" />
      ) : (
        template.groups.map((group) => (
          <section key={group.id} className={styles.group} data-testid="zone-group">
            <SectionTitle title={group.title} />
            <ZoneGoodsTable goods={group.goods} columns={[]} testId="zone-goods" />
          </section>
        ))
      )}
    </div>
  );
}

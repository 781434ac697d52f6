/** /help/us/link: the company, address, hotline and online contacts as the settings hold them. */
import { useUserBase } from '@/api/user/get-user-base';
import styles from './help-extras.module.css';

export function ContactCard(): React.JSX.Element | null {
  const { data: base } = useUserBase();
  if (!base) return null;
  const config = base.common_config;
  return (
    <section className={styles.block} data-testid="contact-card">
      <h2 className={styles.heading}>联系方式</h2>
      <dl className={styles.contact}>
        {config.footer.company ? (
          <>
            <dt>公司名称</dt>
            <dd>{config.footer.company}</dd>
          </>
        ) : null}
        {config.footer.address ? (
          <>
            <dt>公司地址</dt>
            <dd>{config.footer.address}</dd>
          </>
        ) : null}
        {config.hot_line ? (
          <>
            <dt>客服热线</dt>
            <dd>
              <a href={`tel:${config.hot_line.replaceAll('-', '')}`}>{config.hot_line}</a>
            </dd>
          </>
        ) : null}
        {config.kefu.length > 0 ? (
          <>
            <dt>在线客服</dt>
            <dd className={styles.kefu}>
              {config.kefu.map((k) => (
                <a key={k.url} href={k.url} target="_blank" rel="noopener noreferrer">
                  {k.name}
                </a>
              ))}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

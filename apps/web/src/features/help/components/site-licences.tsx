/** /help/fwbz/wzzz: the site's licences as images with their numbers, and the ICP filing. */
import { useUserBase } from '@/api/user/get-user-base';
import styles from './help-extras.module.css';

const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

export function SiteLicences(): React.JSX.Element | null {
  const { data: base } = useUserBase();
  const footer = base?.common_config.footer;
  if (!footer) return null;
  return (
    <section className={styles.block} data-testid="site-licences">
      <h2 className={styles.heading}>资质证照</h2>
      <ul className={styles.licences}>
        {footer.licences.map((licence) => (
          <li key={licence.number} className={styles.licence}>
            <figure>
              {licence.image ? (
                <a href={licence.image} target="_blank" rel="noopener noreferrer">
                  <img src={licence.image} alt={licence.name} width={240} height={170} loading="lazy" />
                </a>
              ) : null}
              <figcaption>
                <strong>{licence.name}</strong>
                <span>{licence.number}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {footer.icp ? (
        <p className={styles.note}>
          ICP备案号：
          <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
            {footer.icp}
          </a>
        </p>
      ) : null}
    </section>
  );
}

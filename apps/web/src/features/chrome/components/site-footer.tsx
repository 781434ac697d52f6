import { HELP_FOOTER_CHILDREN } from '@mall/shared/constants';
import type { SiteFooter as FooterConfig } from '@mall/shared/user';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFocusCommon } from '@/api/content/get-focus-common';
import { useGlobalLinks } from '@/api/content/get-global-links';
import { useHelpCategories } from '@/api/content/get-help-categories';
import { useUserBase } from '@/api/user/get-user-base';
import { BannerLink } from '@/components/banner-link/banner-link';
import { ImagePreview } from '@/components/image-preview/image-preview';
import { paths } from '@/config/paths';
import { useSiteName } from '../hooks/use-site-name';
import { footerYear } from '../utils/footer-year';
import styles from './site-footer.module.css';

const ICP_LOOKUP_URL = 'https://beian.miit.gov.cn/';

function HelpColumns() {
  const { data: categories } = useHelpCategories();
  return (
    <div className={styles.help}>
      {(categories ?? []).map((category) => (
        <dl key={category.id} className={styles.helpColumn}>
          <dt className={styles.helpTitle}>{category.name}</dt>
          {category.children.slice(0, HELP_FOOTER_CHILDREN).map((article) => (
            <dd key={article.id} className={styles.helpItem}>
              <Link to={paths.helpArticle(article.id)}>{article.name}</Link>
            </dd>
          ))}
        </dl>
      ))}
    </div>
  );
}

function GlobalLinks() {
  const { data: links } = useGlobalLinks();
  if (!links || links.length === 0) return null;
  return (
    <nav className={styles.links} aria-label="友情链接">
      <span className={styles.linksLabel}>友情链接：</span>
      {links.map((link) => (
        <BannerLink key={link.id} url={link.url} className={styles.link}>
          {link.name}
        </BannerLink>
      ))}
    </nav>
  );
}

function Licences({ footer }: { footer: FooterConfig }) {
  const [preview, setPreview] = useState<{ src: string; alt: string } | null>(null);
  return (
    <>
      <p className={styles.licences}>
        {footer.licences.map((licence) => (
          <button
            key={licence.number}
            type="button"
            className={styles.licence}
            disabled={!licence.image}
            onClick={() => setPreview({ src: licence.image, alt: `${licence.name}：${licence.number}` })}
          >
            {licence.name}：{licence.number}
          </button>
        ))}
        {footer.icp ? (
          <a href={ICP_LOOKUP_URL} target="_blank" rel="noopener noreferrer" className={styles.licence}>
            {footer.icp}
          </a>
        ) : null}
      </p>
      {preview ? <ImagePreview src={preview.src} alt={preview.alt} onClose={() => setPreview(null)} /> : null}
    </>
  );
}

/** Help columns, links, licences and filing numbers, the drug-information notice and copyright. */
export function SiteFooter() {
  const { data: base } = useUserBase();
  const { data: common } = useFocusCommon();
  const siteName = useSiteName();
  const footer = base?.common_config.footer;
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <HelpColumns />
        <GlobalLinks />
        <div className={styles.legal}>
          {footer ? <Licences footer={footer} /> : null}
          {footer?.notice ? <p className={styles.notice}>{footer.notice}</p> : null}
          {footer?.company ? (
            <p>
              {footer.company}
              {footer.address ? `　地址：${footer.address}` : null}
            </p>
          ) : null}
          <p>
            © {footerYear(common?.timestamp)} {siteName} 版权所有
          </p>
        </div>
      </div>
    </footer>
  );
}

import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { CartButton } from './cart-button';
import { HotSearches } from './hot-searches';
import { SearchBox, type SuggestRender } from './search-box';
import { ServiceInfo } from './service-info';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo';

/** The full header: logo, search with hot searches, cart button, account manager, hotline, optional ad. */
export function SiteHeader({ suggest, ad }: { suggest?: SuggestRender; ad?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLogo />
        <div className={styles.search}>
          <SearchBox withTestIds suggest={suggest} />
          <HotSearches />
        </div>
        <CartButton withTestIds />
        <ServiceInfo />
        {ad}
      </div>
    </header>
  );
}

/** The slim header of the login and add-store pages: 「欢迎登录」 on /login, else the page's title. */
export function LoginHeader({ title }: { title?: string }) {
  const { pathname } = useLocation();
  const heading = pathname === paths.login() || !title ? '欢迎登录' : title;
  return (
    <header className={styles.slim}>
      <div className={styles.inner}>
        <SiteLogo size="small" />
        <span className={styles.title}>{heading}</span>
        <span className={styles.spacer} />
        <ServiceInfo />
      </div>
    </header>
  );
}

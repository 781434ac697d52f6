import { MESSAGES } from '@mall/shared/constants';
import { Link } from 'react-router';
import buttons from './button-link.module.css';
import { EmptyState } from './empty-state';

interface ComingSoonProps {
  /** The page's title, e.g. 我的订单. */
  title?: string;
  /** The issue that builds the page, from the route table. */
  owner?: string;
}

/** The state of a page whose route exists but whose feature a later issue builds. */
export function ComingSoon({ title, owner }: ComingSoonProps): React.JSX.Element {
  return (
    <EmptyState
      testId="coming-soon"
      title={MESSAGES.comingSoon}
      description={
        <>
          {title ? <span>「{title}」</span> : null}
          {owner ? <span>将随 {owner} 上线。</span> : null}
        </>
      }
    >
      <Link className={buttons.primary} to="/">
        返回首页
      </Link>
    </EmptyState>
  );
}

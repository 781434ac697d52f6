import { CART_PANEL_COLLAPSED_PX, CART_PANEL_OPEN_PX } from '@mall/shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { chatKeys } from '@/api/chat/chat-keys';
import { getConversation } from '@/api/chat/get-conversation';
import { useUserBase } from '@/api/user/get-user-base';
import { paths } from '@/config/paths';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { badgeText, unreadName } from '../utils/badge';
import { cx } from '../utils/cx';
import {
  CartIcon,
  CashbackIcon,
  DiscountIcon,
  MessageIcon,
  QrIcon,
  ServiceIcon,
  StarIcon,
  TopIcon,
  UserIcon,
} from './icons';
import styles from './side-bar.module.css';

/** The cart panel's code loads on the first open (or a hover that announces it), not with every page. */
const loadCartPanel = () => import('./cart-panel');
const CartPanel = lazy(() => loadCartPanel().then((module) => ({ default: module.CartPanel })));

const BACK_TO_TOP_AFTER_PX = 400;

function Badge({ count }: { count: number }) {
  const text = badgeText(count);
  return text ? <span className={styles.badge}>{text}</span> : null;
}

/** The chat marker's count; kept apart from the chat page, which lives in its own lazy chunk. */
const CHAT_UNREAD_POLL_MS = 60_000;
/** postMessage sources shared with the chat frame (features/chat/utils/frame-messages.ts). */
const FRAME_SOURCE = 'mall-chat';
const HOST_SOURCE = 'mall-chat-host';

/**
 * 客服 when the store may chat: a panel with the /chat frame, created on first open so pages load
 * no chat code until then. The marker counts unread agent messages: polled (and on focus) until
 * the frame exists, then reported live by the frame.
 */
function ChatService() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const { data: unread = 0 } = useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => getConversation(signal).then((c) => c.unread),
    enabled: !created,
    refetchInterval: CHAT_UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });

  // The frame reports its unread count; each report is answered with whether it is shown, so a
  // frame that loaded after the panel was toggled still learns it (it marks read only when shown).
  useEffect(() => {
    const tell = () =>
      frame.current?.contentWindow?.postMessage(
        { source: HOST_SOURCE, visible: open },
        window.location.origin,
      );
    const onMessage = (event: MessageEvent<{ source?: unknown; unread?: unknown }>) => {
      if (event.source !== frame.current?.contentWindow || event.data?.source !== FRAME_SOURCE) return;
      if (typeof event.data.unread === 'number') queryClient.setQueryData(chatKeys.unread, event.data.unread);
      tell();
    };
    tell();
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, queryClient]);

  const count = open ? '' : badgeText(unread);
  return (
    <div className={styles.item}>
      <button
        type="button"
        className={cx(styles.button, open && styles.buttonOn)}
        aria-label={unreadName('客服', count)}
        aria-expanded={open}
        data-testid="sidebar-chat"
        onClick={() => {
          setCreated(true);
          setOpen(!open);
        }}
      >
        <ServiceIcon />
        {count ? (
          <span className={styles.badge} data-testid="sidebar-chat-unread">
            {count}
          </span>
        ) : null}
        <span className={styles.tip}>在线客服</span>
      </button>
      {created ? (
        <div className={styles.chatPanel} hidden={!open} data-testid="sidebar-chat-panel">
          <div className={styles.chatHead}>
            在线客服
            <button
              type="button"
              className={styles.chatClose}
              aria-label="关闭在线客服"
              onClick={() => setOpen(false)}
            >
              ×
            </button>
          </div>
          <iframe ref={frame} src={paths.chat} title="在线客服" className={styles.chatFrame} />
        </div>
      ) : null}
    </div>
  );
}

function ServicePopover() {
  const { data: base } = useUserBase();
  if (base?.show === 1 && base.is_can_chat === 1) return <ChatService />;
  const contacts = base?.common_config.kefu ?? [];
  return (
    <div className={cx(styles.item, styles.hasPop)} data-testid="sidebar-service-contacts">
      <button type="button" className={styles.button} aria-label="客服">
        <ServiceIcon />
        <span className={styles.tip}>客服</span>
      </button>
      <div className={styles.pop}>
        <p className={styles.popTitle}>在线客服</p>
        {contacts.length > 0 ? (
          contacts.map((contact) => (
            <a
              key={contact.url}
              href={contact.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.popLink}
            >
              {contact.name}
            </a>
          ))
        ) : (
          <p className={styles.popNote}>暂无在线客服</p>
        )}
      </div>
    </div>
  );
}

function OfficialAccount() {
  const { data: base } = useUserBase();
  const qr = base?.common_config.official_account_qr;
  return (
    <div className={cx(styles.item, styles.hasPop)}>
      <button type="button" className={styles.button} aria-label="关注公众号">
        <QrIcon />
        <span className={styles.tip}>关注公众号</span>
      </button>
      {qr ? (
        <div className={styles.pop}>
          <img src={qr} alt="公众号二维码" width={120} height={120} loading="lazy" />
          <p className={styles.popNote}>微信扫码关注公众号</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The right side bar: 我的, the 40/310 px cart panel, 我的消息, 我的收藏, the 满额返 and 94折福利
 * zones, 客服, 公众号 and 返回顶部.
 */
export function SideBar() {
  const { data: base } = useUserBase();
  const { pathname } = useLocation();
  const onCartPage = pathname === paths.cart;
  const [requestedOpen, setRequestedOpen] = useState(false);
  const open = requestedOpen && !onCartPage;
  const [everOpened, setEverOpened] = useState(false);
  const showTop = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const member = base?.show === 1 ? base : null;

  // Cart step 1 shows the cart itself, so the panel is forced closed there.
  useEffect(() => {
    if (onCartPage) setRequestedOpen(false);
  }, [onCartPage]);

  return (
    <div className={styles.sidebar} data-testid="sidebar">
      <div
        className={styles.panel}
        data-testid="sidebar-cart-panel"
        style={{ width: open ? CART_PANEL_OPEN_PX : CART_PANEL_COLLAPSED_PX }}
      >
        <div className={styles.panelBody} aria-hidden={!open} inert={!open}>
          {everOpened ? (
            <Suspense fallback={null}>
              <CartPanel open={open} />
            </Suspense>
          ) : null}
        </div>
        <div className={styles.strip}>
          <div className={styles.group}>
            <Link to={paths.user} className={cx(styles.item, styles.button)} aria-label="我的">
              <UserIcon />
              <span className={styles.tip}>我的</span>
            </Link>
            <button
              type="button"
              className={cx(styles.cart, open && styles.cartOpen)}
              aria-expanded={open}
              onPointerEnter={() => void loadCartPanel()}
              onFocus={() => void loadCartPanel()}
              onClick={() => {
                setEverOpened(true);
                setRequestedOpen(!open);
              }}
            >
              <CartIcon />
              <span className={styles.cartText}>购物车</span>
              <Badge count={member?.cart.count ?? 0} />
            </button>
            <Link
              to={paths.messages}
              className={cx(styles.item, styles.button)}
              aria-label={unreadName('我的消息', badgeText(member?.message_count))}
            >
              <MessageIcon />
              <Badge count={member?.message_count ?? 0} />
              <span className={styles.tip}>我的消息</span>
            </Link>
            <Link to={paths.favourites} className={cx(styles.item, styles.button)} aria-label="我的收藏">
              <StarIcon />
              <span className={styles.tip}>我的收藏</span>
            </Link>
            {/* The zones SPEC §2 reaches from the side navigation alone. */}
            <Link to={paths.cashback} className={cx(styles.item, styles.button)} aria-label="满额返">
              <CashbackIcon />
              <span className={styles.tip}>满额返</span>
            </Link>
            <Link to={paths.welfare} className={cx(styles.item, styles.button)} aria-label="94折福利">
              <DiscountIcon />
              <span className={styles.tip}>94折福利</span>
            </Link>
            <ServicePopover />
            <OfficialAccount />
          </div>
          <button
            type="button"
            className={cx(styles.item, styles.button, styles.top, showTop && styles.topShown)}
            aria-label="返回顶部"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <TopIcon />
            <span className={styles.tip}>返回顶部</span>
          </button>
        </div>
      </div>
    </div>
  );
}

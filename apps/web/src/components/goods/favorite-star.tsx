/**
 * The favourite star of a goods: 收藏 / 已收藏. Clicking adds or cancels with the messages of
 * SPEC §8; a guest's click is answered by the client's not-logged-in handling (to the login page).
 * Light (no antd, no stylesheet of its own) so it fits on any list or the detail page.
 */
import type { CSSProperties } from 'react';
import { useAddFavorites, useCancelFavorites, useFavoriteIds } from '@/lib/favorites';

interface FavoriteStarProps {
  goodsId: number;
  /**
   * Whether it is a favourite, when the caller already knows (one ids call for a whole list).
   * Left out, the star asks for itself.
   */
  isFavorite?: boolean;
  /** Show only the star, without the 收藏 text. */
  iconOnly?: boolean;
  className?: string;
}

const FILLED = '#ff9f1a';

const buttonStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'var(--color-text-secondary)',
  font: 'inherit',
  fontSize: 'var(--font-size-sm)',
  cursor: 'pointer',
};

export function FavoriteStar({ goodsId, isFavorite, iconOnly = false, className }: FavoriteStarProps) {
  const known = isFavorite !== undefined;
  const own = useFavoriteIds(known ? [] : [goodsId]);
  const favorite = known ? isFavorite : own.isFavorite(goodsId);
  const add = useAddFavorites();
  const cancel = useCancelFavorites();
  const busy = add.isPending || cancel.isPending;
  const label = favorite ? '已收藏' : '收藏';

  function toggle(event: React.MouseEvent) {
    // Stars sit inside goods links; the click is the star's, not the link's.
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    if (favorite) cancel.mutate([goodsId]);
    else add.mutate([goodsId]);
  }

  return (
    <button
      type="button"
      className={className}
      style={{ ...buttonStyle, opacity: busy ? 0.6 : 1 }}
      onClick={toggle}
      aria-pressed={favorite}
      aria-label={iconOnly ? label : undefined}
      title={favorite ? '取消收藏' : '加入收藏'}
      disabled={busy}
      data-testid="favorite-star"
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 2.8l2.84 5.76 6.36.92-4.6 4.49 1.08 6.33L12 17.31 6.32 20.3l1.08-6.33-4.6-4.49 6.36-.92z"
          fill={favorite ? FILLED : 'none'}
          stroke={favorite ? FILLED : 'currentColor'}
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {iconOnly ? null : <span>{label}</span>}
    </button>
  );
}

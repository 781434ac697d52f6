import { formatChinaTime } from '@mall/shared/china-time';

/** 「活动时间：… 至 …」 in China time; an open side reads 即日起 / 长期有效. */
export function zoneWindowText(window: { starts_at: number | null; ends_at: number | null }): string {
  const from = window.starts_at === null ? '即日起' : formatChinaTime(window.starts_at);
  const to = window.ends_at === null ? '长期有效' : formatChinaTime(window.ends_at);
  return `活动时间：${from} 至 ${to}`;
}

/** The :page path segment of the brand routes; anything but a positive whole number is page 1. */
export function pageParam(text: string | undefined): number {
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page > 0 ? page : 1;
}

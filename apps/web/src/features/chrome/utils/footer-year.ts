/** The copyright year: the server clock's year when known (10-digit seconds), else the local clock's. */
export function footerYear(serverTimestamp: number | null | undefined, now: Date = new Date()): number {
  if (serverTimestamp != null && Number.isFinite(serverTimestamp) && serverTimestamp > 0) {
    const ms = serverTimestamp < 1e11 ? serverTimestamp * 1000 : serverTimestamp;
    return new Date(ms).getFullYear();
  }
  return now.getFullYear();
}

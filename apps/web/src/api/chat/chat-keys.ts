/** Query keys of the chat; not under a public root, so logging out drops them. */
export const chatKeys = {
  conversation: ['chat', 'conversation'] as const,
  /** the side bar's 客服 marker, polled until the chat frame exists and reports it live */
  unread: ['chat', 'unread'] as const,
  history: (conversationId: number | null) => ['chat', 'history', conversationId ?? 'self'] as const,
};

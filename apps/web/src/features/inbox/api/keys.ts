/** Query keys of the inbox feature. Invalidate `inboxKeys.all` when a message may have arrived or changed. */
export const inboxKeys = {
  all: ['inbox'] as const,
  unread: () => ['inbox', 'unread'] as const,
  messages: (page: number) => ['inbox', 'messages', page] as const,
  notices: (language: string, page: number) => ['notices', language, page] as const,
  announcements: (language: string) => ['notices', 'announcements', language] as const,
  notice: (language: string, id: number, member: boolean) => ['notices', 'one', language, id, member] as const,
};

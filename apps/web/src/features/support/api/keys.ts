export const supportKeys = {
  all: ['support'] as const,
  customerService: (signedIn: boolean) => ['support', 'customer-service', signedIn] as const,
  script: () => ['support', 'script'] as const,
  help: (language: string) => ['support', 'help', language] as const,
  chat: ['support', 'chat'] as const,
  chatUnread: () => ['support', 'chat', 'unread'] as const,
  chatThread: () => ['support', 'chat', 'thread'] as const,
};

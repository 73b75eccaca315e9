import { useEffect, useRef } from 'react';

/**
 * Chat news between the page's windows: the shell's socket hears CHAT / CHAT_READ and the chat
 * page (in the window's frame, or another tab) refetches; the page says READ so the shell's badge
 * refreshes. One socket per tab, no second connection from the frame.
 */
export type ChatSignal = 'CHAT' | 'CHAT_READ' | 'READ';
const NAME = 'arcadia-chat';
let sender: BroadcastChannel | null = null;

export function announceChat(signal: ChatSignal): void {
  if (typeof BroadcastChannel === 'undefined') return;
  sender ??= new BroadcastChannel(NAME);
  sender.postMessage(signal);
}

export function useChatSignals(onSignal: (signal: ChatSignal) => void): void {
  const latest = useRef(onSignal);
  latest.current = onSignal;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(NAME);
    channel.onmessage = (e: MessageEvent) => {
      if (e.data === 'CHAT' || e.data === 'CHAT_READ' || e.data === 'READ') latest.current(e.data);
    };
    return () => channel.close();
  }, []);
}

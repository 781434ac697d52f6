/** The chat socket as a React hook: connects while `enabled`, reports its state, sends frames. */
import type { ChatClientFrame, ChatServerFrame } from '@mall/shared/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChatConnection, type ConnectionState } from './chat-connection';

interface UseChatConnectionOptions {
  path: string;
  enabled: boolean;
  lastId: () => number;
  onFrame: (frame: ChatServerFrame) => void;
}

export function useChatConnection({ path, enabled, lastId, onFrame }: UseChatConnectionOptions) {
  const [state, setState] = useState<ConnectionState>('connecting');
  const connection = useRef<ChatConnection | null>(null);
  // The latest callbacks, so a re-render never reconnects.
  const callbacks = useRef({ lastId, onFrame });
  callbacks.current = { lastId, onFrame };

  useEffect(() => {
    if (!enabled) return;
    const next = new ChatConnection({
      path,
      lastId: () => callbacks.current.lastId(),
      onFrame: (frame) => callbacks.current.onFrame(frame),
      onState: setState,
    });
    connection.current = next;
    setState('connecting');
    next.start();
    return () => {
      next.stop();
      if (connection.current === next) connection.current = null;
    };
  }, [path, enabled]);

  const send = useCallback((frame: ChatClientFrame) => connection.current?.send(frame) ?? false, []);
  return { state, send };
}

/** The line a chat shows about its connection; null while live. */
export function connectionNotice(state: ConnectionState): string | null {
  switch (state) {
    case 'connecting':
      return '连接中';
    case 'reconnecting':
      return '已断开，正在重连…';
    case 'closed':
      return '登录已失效，请重新登录后再试';
    case 'open':
      return null;
  }
}

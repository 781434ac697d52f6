/**
 * The member's conversation on /chat: the newest page of history, then the socket (after = the
 * last id held), live messages, the outbox resent on every reconnect, image sends and read marks.
 */
import { CHAT_WS_URL, type ChatServerFrame } from '@mall/shared/chat';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useConversation } from '@/api/chat/get-conversation';
import { getHistory, latestError, useLatestHistory } from '../api/get-history';
import { sendImage } from '../api/send-image';
import { lastMessageId, newClientId, resendFrames } from '../socket/thread';
import { initialThread, lastPeerMessageId, threadReducer, unreadCount } from '../socket/thread-state';
import { useChatConnection } from '../socket/use-chat-connection';

export function useMemberChat(enabled: boolean, visible: boolean) {
  const conversation = useConversation(enabled);
  const [thread, dispatch] = useReducer(threadReducer, 'member', initialThread);
  const [notice, setNotice] = useState<string | null>(null);
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const send = useRef<ReturnType<typeof useChatConnection>['send']>(() => false);

  const summary = conversation.data;
  const latest = useLatestHistory(null, summary !== undefined);
  useEffect(() => {
    if (summary && latest.data)
      dispatch({
        type: 'loaded',
        history: latest.data,
        peerReadId: summary.agent_read_id,
        unread: summary.unread,
      });
  }, [summary, latest.data]);

  const onFrame = useCallback((frame: ChatServerFrame) => {
    switch (frame.type) {
      case 'message':
        dispatch({ type: 'received', messages: [frame.message] });
        return;
      case 'read':
        if (frame.reader === 'agent') dispatch({ type: 'peer-read', messageId: frame.message_id });
        return;
      case 'ready':
        setNotice(null);
        for (const resend of resendFrames(threadRef.current.outbox)) send.current(resend);
        return;
      case 'error':
        if (frame.client_id) dispatch({ type: 'refused', clientId: frame.client_id, msg: frame.msg });
        else setNotice(frame.msg);
        return;
      case 'pong':
        return;
    }
  }, []);

  const connection = useChatConnection({
    path: CHAT_WS_URL,
    enabled: thread.loaded,
    lastId: () => lastMessageId(threadRef.current.messages),
    onFrame,
  });
  send.current = connection.send;

  // Read marks go out while the reader can see the newest message.
  const lastPeer = lastPeerMessageId(thread);
  useEffect(() => {
    if (!visible || connection.state !== 'open' || lastPeer <= thread.ownReadId) return;
    if (send.current({ type: 'read', message_id: lastPeer }))
      dispatch({ type: 'own-read', messageId: lastPeer });
  }, [visible, connection.state, lastPeer, thread.ownReadId]);

  const sendText = useCallback((text: string) => {
    const entry = { client_id: newClientId(), text, queued_at: Date.now() };
    dispatch({ type: 'queued', entry });
    send.current({ type: 'send', client_id: entry.client_id, text });
  }, []);

  const sendPhoto = useCallback(async (file: File) => {
    const message = await sendImage(null, file, newClientId());
    dispatch({ type: 'received', messages: [message] });
  }, []);

  const loadOlder = useCallback(async () => {
    const first = threadRef.current.messages[0];
    if (!first) return;
    const history = await getHistory(null, first.id);
    dispatch({ type: 'older', history });
  }, []);

  const discard = useCallback((clientId: string) => dispatch({ type: 'discarded', clientId }), []);

  return {
    conversation,
    thread,
    unread: unreadCount(thread),
    connectionState: connection.state,
    loadError: latest.isError ? latestError(latest.error) : null,
    retryLoad: () => void latest.refetch(),
    notice,
    sendText,
    sendPhoto,
    loadOlder,
    discard,
  };
}

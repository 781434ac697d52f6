/**
 * The desk's live state: the conversation list (kept current from socket frames), the open
 * conversation's thread, one socket over every conversation (after = the highest id seen), the
 * outbox resent on reconnect, replies with text or image and read marks. The thread, outbox and
 * socket are the store chat's own (features/chat); the calls are the console's.
 */
import { CHAT_AGENT_WS_URL, type ChatConversationSummary, type ChatServerFrame } from '@mall/shared/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { lastMessageId, newClientId, resendFrames } from '@/features/chat/socket/thread';
import { initialThread, lastPeerMessageId, threadReducer } from '@/features/chat/socket/thread-state';
import { useChatConnection } from '@/features/chat/socket/use-chat-connection';
import { lastListedId, withMessage, withOwnRead, withRead } from '@/features/chat/utils/conversations';
import { errorText } from '../../api';
import {
  forDesk,
  getDeskHistory,
  kefuKeys,
  sendDeskImage,
  useDeskConversations,
  useDeskLatestHistory,
} from './kefu-api';

type List = ChatConversationSummary[];

export function useDeskChat(selectedId: number | null, visible: boolean) {
  const queryClient = useQueryClient();
  const conversations = useDeskConversations();
  const [thread, dispatch] = useReducer(threadReducer, 'agent', initialThread);
  const [notice, setNotice] = useState<string | null>(null);
  const threadRef = useRef(thread);
  threadRef.current = thread;
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;
  const maxSeen = useRef(0);
  const send = useRef<ReturnType<typeof useChatConnection>['send']>(() => false);

  const list = conversations.data;
  if (list) maxSeen.current = Math.max(maxSeen.current, lastListedId(list));

  const updateList = useCallback(
    (update: (old: List) => List | null) => {
      let stale = false;
      queryClient.setQueryData<List>(kefuKeys.conversations, (old) => {
        if (!old) return old;
        const next = update(old);
        if (next === null) stale = true;
        return next ?? old;
      });
      if (stale) void queryClient.invalidateQueries({ queryKey: kefuKeys.conversations });
    },
    [queryClient],
  );

  // Opening another conversation starts its thread afresh (the outbox stays).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the selection change is the trigger
  useEffect(() => {
    dispatch({ type: 'reset' });
  }, [selectedId]);
  const latest = useDeskLatestHistory(selectedId ?? 0, selectedId !== null);
  useEffect(() => {
    if (selectedId === null || !latest.data) return;
    const summary = queryClient.getQueryData<List>(kefuKeys.conversations)?.find((c) => c.id === selectedId);
    dispatch({
      type: 'loaded',
      history: latest.data,
      peerReadId: summary?.member_read_id ?? 0,
      unread: summary?.unread ?? 0,
    });
  }, [selectedId, latest.data, queryClient]);

  const onFrame = useCallback(
    (frame: ChatServerFrame) => {
      switch (frame.type) {
        case 'message': {
          const message = forDesk(frame.message);
          maxSeen.current = Math.max(maxSeen.current, message.id);
          updateList((old) => withMessage(old, message));
          dispatch({
            type: message.conversation_id === selectedRef.current ? 'received' : 'acknowledged',
            messages: [message],
          });
          return;
        }
        case 'read':
          updateList((old) => withRead(old, frame));
          if (frame.reader === 'member' && frame.conversation_id === selectedRef.current)
            dispatch({ type: 'peer-read', messageId: frame.message_id });
          return;
        case 'ready':
          setNotice(null);
          for (const resend of resendFrames(threadRef.current.outbox)) send.current(resend);
          // Unread counts of conversations missed while away are recounted by the server.
          void queryClient.invalidateQueries({ queryKey: kefuKeys.conversations });
          return;
        case 'error':
          if (frame.client_id) dispatch({ type: 'refused', clientId: frame.client_id, msg: frame.msg });
          else setNotice(frame.msg);
          return;
        case 'pong':
          return;
      }
    },
    [queryClient, updateList],
  );

  const connection = useChatConnection({
    path: CHAT_AGENT_WS_URL,
    enabled: conversations.isSuccess,
    lastId: () => Math.max(maxSeen.current, lastMessageId(threadRef.current.messages)),
    onFrame,
  });
  send.current = connection.send;

  const lastPeer = lastPeerMessageId(thread);
  useEffect(() => {
    if (selectedId === null || !visible || !thread.loaded || connection.state !== 'open') return;
    if (lastPeer <= thread.ownReadId) return;
    if (send.current({ type: 'read', message_id: lastPeer, conversation_id: selectedId })) {
      dispatch({ type: 'own-read', messageId: lastPeer });
      updateList((old) => withOwnRead(old, selectedId));
    }
  }, [selectedId, visible, thread.loaded, connection.state, lastPeer, thread.ownReadId, updateList]);

  const sendText = useCallback((text: string) => {
    const conversationId = selectedRef.current;
    if (conversationId === null) return;
    const entry = { client_id: newClientId(), text, conversation_id: conversationId, queued_at: Date.now() };
    dispatch({ type: 'queued', entry });
    send.current({ type: 'send', client_id: entry.client_id, text, conversation_id: conversationId });
  }, []);

  const sendPhoto = useCallback(async (file: File) => {
    const conversationId = selectedRef.current;
    if (conversationId === null) return;
    const message = await sendDeskImage(conversationId, file, newClientId());
    if (message.conversation_id === selectedRef.current) dispatch({ type: 'received', messages: [message] });
  }, []);

  const loadOlder = useCallback(async () => {
    const conversationId = selectedRef.current;
    const first = threadRef.current.messages[0];
    if (conversationId === null || !first) return;
    const history = await getDeskHistory(conversationId, first.id);
    if (selectedRef.current === conversationId) dispatch({ type: 'older', history });
  }, []);

  const discard = useCallback((clientId: string) => dispatch({ type: 'discarded', clientId }), []);

  return {
    conversations,
    thread,
    outbox: thread.outbox.filter((e) => e.conversation_id === selectedId),
    connectionState: connection.state,
    loadError: latest.isError ? errorText(latest.error) : null,
    retryLoad: () => void latest.refetch(),
    notice,
    sendText,
    sendPhoto,
    loadOlder,
    discard,
  };
}

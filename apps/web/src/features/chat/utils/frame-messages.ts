/**
 * What the chat frame (/chat inside the side bar) and the page around it tell each other with
 * postMessage, same origin only: the frame reports its unread count, the host whether it is shown.
 */
export const FRAME_SOURCE = 'mall-chat';
export const HOST_SOURCE = 'mall-chat-host';

export interface FrameUnreadMessage {
  source: typeof FRAME_SOURCE;
  unread: number;
}

export interface HostVisibleMessage {
  source: typeof HOST_SOURCE;
  visible: boolean;
}

export function isHostVisibleMessage(data: unknown): data is HostVisibleMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === HOST_SOURCE &&
    typeof (data as { visible?: unknown }).visible === 'boolean'
  );
}

/**
 * Typing box of a chat: Enter sends (Shift+Enter breaks the line, and Enter that picks an input
 * method candidate does not send); the picture button sends one photo.
 */
import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGES, CHAT_TEXT_MAX } from '@mall/shared/chat';
import { type KeyboardEvent, useRef, useState } from 'react';
import styles from './composer.module.css';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const IMAGE_TOO_LARGE = `图片不能超过${CHAT_IMAGE_MAX_BYTES / 1024 / 1024}MB`;

interface ComposerProps {
  onSendText: (text: string) => void;
  onSendImage: (file: File) => Promise<unknown>;
  placeholder?: string;
}

export function Composer({
  onSendText,
  onSendImage,
  placeholder = '请输入消息，按 Enter 发送',
}: ComposerProps) {
  const [text, setText] = useState('');
  const [hint, setHint] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = () => {
    const value = text.trim();
    if (value === '') {
      setHint(CHAT_MESSAGES.empty);
      return;
    }
    if ([...value].length > CHAT_TEXT_MAX) {
      setHint(CHAT_MESSAGES.tooLong);
      return;
    }
    onSendText(value);
    setText('');
    setHint('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const onFile = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (file.size > CHAT_IMAGE_MAX_BYTES) {
      setHint(IMAGE_TOO_LARGE);
      return;
    }
    setHint('');
    setUploading(true);
    void onSendImage(file)
      .catch(() => setHint('图片发送失败，请重试'))
      .finally(() => setUploading(false));
  };

  return (
    <div className={styles.composer} data-testid="chat-composer">
      <div className={styles.tools}>
        <button
          type="button"
          className={styles.tool}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          {uploading ? '图片发送中…' : '发送图片'}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          data-testid="chat-image-input"
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        {hint ? (
          <span className={styles.hint} role="alert">
            {hint}
          </span>
        ) : null}
      </div>
      <textarea
        className={styles.input}
        value={text}
        placeholder={placeholder}
        aria-label="消息内容"
        rows={3}
        data-testid="chat-input"
        onChange={(event) => {
          setText(event.target.value);
          if (hint) setHint('');
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.actions}>
        <span className={styles.count}>
          {[...text].length}/{CHAT_TEXT_MAX}
        </span>
        <button type="button" className={styles.send} onClick={send} data-testid="chat-send">
          发送
        </button>
      </div>
    </div>
  );
}

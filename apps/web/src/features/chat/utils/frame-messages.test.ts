import { describe, expect, it } from 'vitest';
import { HOST_SOURCE, isHostVisibleMessage } from './frame-messages';

describe('isHostVisibleMessage', () => {
  it('accepts only the host telling whether the frame is shown', () => {
    expect(isHostVisibleMessage({ source: HOST_SOURCE, visible: false })).toBe(true);
    expect(isHostVisibleMessage({ source: HOST_SOURCE, visible: 'yes' })).toBe(false);
    expect(isHostVisibleMessage({ source: 'other', visible: true })).toBe(false);
    expect(isHostVisibleMessage(null)).toBe(false);
    expect(isHostVisibleMessage('mall-chat-host')).toBe(false);
  });
});

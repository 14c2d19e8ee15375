import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openNotificationSocket } from '../../src/features/notifications/socket';

// A server that shuts down (a rolling deploy) closes the notification socket with 1012 «service restart»:
// the app opens a new one by itself, to whichever process the balancer picks; a socket of another user
// (4403) is not reopened.

vi.mock('../../src/lib/token-refresh', () => ({
  freshAccessToken: () => Promise.resolve('access-token'),
}));

/** The browser's WebSocket as the reconnecting wrapper uses it: opens at once, closed by the test. */
class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static made: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  binaryType = 'blob';
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.dispatchEvent(new Event('open'));
    }, 0);
  }
  send(): void {}
  /** The server closes it with `code`. */
  close(code = 1000): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason: '', wasClean: true }));
  }
}

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the notification socket', () => {
  it('reconnects by itself after the server closes it with 1012 (service restart)', async () => {
    const onOpen = vi.fn();
    const socket = openNotificationSocket(7, { onOpen, onMessage: () => {} });
    await vi.advanceTimersByTimeAsync(100);
    expect(FakeSocket.made).toHaveLength(1);
    expect(FakeSocket.made[0]!.url).toMatch(/\/ws\/notifications\/7\/\?token=access-token$/);
    expect(onOpen).toHaveBeenCalledTimes(1);

    FakeSocket.made[0]!.close(1012);
    await vi.advanceTimersByTimeAsync(35_000); // past the longest wait between tries
    expect(FakeSocket.made).toHaveLength(2);
    expect(onOpen).toHaveBeenCalledTimes(2);
    socket.close();
  });

  it('does not reopen a socket refused as another user’s (4403)', async () => {
    const socket = openNotificationSocket(7, { onOpen: () => {}, onMessage: () => {} });
    await vi.advanceTimersByTimeAsync(100);
    FakeSocket.made[0]!.close(4403);
    await vi.advanceTimersByTimeAsync(35_000);
    expect(FakeSocket.made).toHaveLength(1);
    socket.close();
  });
});

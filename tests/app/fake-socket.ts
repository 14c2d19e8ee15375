// A WebSocket for the app tests: it never touches the network. It stays connecting until a test opens it;
// then the test plays the server: sends messages, reads what the app sent, closes it with a code.

type Listener = (event: Event) => void;

export class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeSocket[] = [];

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = FakeSocket.CONNECTING;
  binaryType = 'blob';
  bufferedAmount = 0;
  extensions = '';
  protocol = '';
  sent: unknown[] = [];
  onopen: Listener | null = null;
  onmessage: Listener | null = null;
  onclose: Listener | null = null;
  onerror: Listener | null = null;

  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as unknown);
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.emit('close', Object.assign(new Event('close'), { code, reason, wasClean: true }));
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.emit('open', new Event('open'));
  }

  /** The server sends a JSON message. */
  receive(message: unknown): void {
    this.emit('message', new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  private emit(type: 'open' | 'message' | 'close', event: Event): void {
    this[`on${type}`]?.(event);
    this.dispatchEvent(event);
  }

  /** The socket the app opened last (the live one). */
  static latest(): FakeSocket | undefined {
    return FakeSocket.instances.at(-1);
  }
}

// Push keys as bytes and as base64url, the same in the worker and the app (pure, unit-tested).

/** A base64url key (the VAPID public key, a subscription's secret) as the bytes the Push API takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Bytes (a subscription's `getKey('auth')`) as unpadded base64url, as `toJSON()` gives its keys. */
export function base64urlOf(buffer: ArrayBuffer | ArrayBufferView): string {
  const bytes =
    buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer)
      : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether a subscription's `options.applicationServerKey` is this base64url key (unknown: assumed so). */
export function isServerKey(key: ArrayBuffer | null | undefined, base64url: string): boolean {
  if (!key) return true; // a browser that does not tell cannot be checked: nothing to renew for it
  return base64urlOf(key) === base64urlOf(keyBytes(base64url));
}

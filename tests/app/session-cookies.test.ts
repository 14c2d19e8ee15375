import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, setSession } from '../../src/lib/session';

const user = { id: 7, type_account: 1, accountTypes: [{ id: 1, name: 'Заказчик' }] };
const token = { access: 'a.b.c', refresh: 'd.e.f' };

describe('session cookies', () => {
  afterEach(() => clearSession());

  it('reads the JSON of percent-encoded cookies, as js-cookie and the bench write them', () => {
    document.cookie = `user=${encodeURIComponent(JSON.stringify(user))}; path=/`;
    // js-cookie kept RFC 6265's allowed characters such as `{`, `"` and `:` partly unencoded
    document.cookie = `token=${encodeURIComponent(JSON.stringify(token)).replace(/%3A/g, ':')}; path=/`;
    expect(getSession()).toEqual({ user, token });
  });

  it('writes both cookies and reads them back, then clears them', () => {
    setSession({ user, token });
    expect(getSession()).toEqual({ user, token });
    clearSession();
    expect(getSession()).toEqual({ user: null, token: null });
    expect(document.cookie).not.toMatch(/(^|; )(user|token)=/);
  });

  it('reads a tampered or malformed cookie as absent', () => {
    document.cookie = 'user=%E0%A4%A; path=/';
    document.cookie = `token=${encodeURIComponent('{"access":1}')}; path=/`;
    expect(getSession()).toEqual({ user: null, token: null });
  });
});

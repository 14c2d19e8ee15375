// The VAPID subject (the JWT's `sub`): how a push service reaches the sender. Apple's refuses any other than a
// `mailto:` address or an `https:` URL of a real host with 403 BadJwtToken — `mailto:noreply@localhost` or an
// IP address included —, so it is checked when the configuration is read, not at the first push to an iPhone.

/** What a subject defaults to when PUBLIC_URL's host is no public name (development, tests). */
export const DEV_VAPID_SUBJECT = 'mailto:noreply@podryad.example';

/** A DNS name with a dot and a letter-only top label: not `localhost`, not an IPv4 or IPv6 address. */
const PUBLIC_HOST =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(xn--[a-z0-9-]+|[a-z]{2,63})$/;

/** The host as URLs spell it (lower case, punycode), or null when it is not a host name at all. */
function asciiHost(host: string): string | null {
  if (!host || /[/?#@:\s\\[\]]/.test(host)) return null;
  try {
    return new URL(`https://${host}`).hostname;
  } catch {
    return null;
  }
}

const isPublicHost = (host: string | null): host is string => !!host && PUBLIC_HOST.test(host);

/** The subject as it will be signed (host in ASCII), or null when Apple's push service would refuse it. */
export function normalizeVapidSubject(subject: string): string | null {
  const mail = /^mailto:([^@\s/?#:]+)@([^@]+)$/.exec(subject);
  if (mail) {
    const host = asciiHost(mail[2]!);
    return isPublicHost(host) ? `mailto:${mail[1]}@${host}` : null;
  }
  if (!subject.startsWith('https://') || !URL.canParse(subject)) return null;
  const url = new URL(subject);
  if (url.username || url.password || !isPublicHost(url.hostname)) return null;
  return url.href;
}

/** `mailto:noreply@` PUBLIC_URL's host when it is a public name, else the development address. */
export function defaultVapidSubject(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return isPublicHost(host) ? `mailto:noreply@${host}` : DEV_VAPID_SUBJECT;
}

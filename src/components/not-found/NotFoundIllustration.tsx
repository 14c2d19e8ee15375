/**
 * A torn page under a magnifier: the 404 picture, drawn inline so it needs no request. Decorative: the link
 * around it is named, and the page's heading says what it shows.
 */
export function NotFoundIllustration() {
  return (
    <svg width="240" height="180" viewBox="0 0 240 180" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="166" rx="88" ry="8" fill="#e5e7eb" />
      <path d="M62 20h84l28 28v104H62z" fill="#fff" stroke="#d1d5db" strokeWidth="3" />
      <path d="M146 20v28h28" fill="#f3f4f6" stroke="#d1d5db" strokeWidth="3" />
      <path
        d="M78 62h64M78 78h80M78 94h52"
        stroke="#e5e7eb"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <text
        x="86"
        y="136"
        fill="#16a34a"
        fontFamily="system-ui, sans-serif"
        fontSize="30"
        fontWeight="700"
      >
        404
      </text>
      <circle cx="172" cy="110" r="26" fill="#f0fdf4" stroke="#16a34a" strokeWidth="6" />
      <path d="M191 129l22 22" stroke="#16a34a" strokeWidth="10" strokeLinecap="round" />
    </svg>
  );
}

// Search-engine crawlers get no error page: an error page must not be indexed as content.
const SEARCH_BOT =
  /googlebot|google-inspectiontool|storebot-google|adsbot-google|mediapartners-google|yandex[a-z]*bot|yandex(images|video|metrika|direct|webmaster|favicons)|bingbot|bingpreview|msnbot|duckduckbot|baiduspider|yahoo! slurp|applebot|mail\.ru_bot|sputnikbot|petalbot|seznambot|sogou|exabot|yeti\//i;

export const isSearchBot = (userAgent: string | null | undefined): boolean =>
  Boolean(userAgent && SEARCH_BOT.test(userAgent));

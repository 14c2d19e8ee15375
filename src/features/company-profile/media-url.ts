import { env } from '../../config/env';

/** An upload's URL as the app loads it: the API answers paths on its own origin (`/media/…`). */
export const mediaUrl = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${env.API_URL}${path}`;

import { queryClient } from '../../../lib/react-query';
import { industriesQueryOptions } from '../../../lib/reference/get-industries';
import { servicesQueryOptions } from '../../../lib/reference/get-services';

/** How long the screen waits for its lists before it shows without them (they then come in later). */
const LISTS_WAIT_MS = 1500;

/**
 * The route loader of «Подбор за минуту»: its reference lists, started beside the screen's code and waited
 * for a little. Rendered without them, the industries came a moment after the form, and their chips pushed
 * everything below them down (CLS 0.35 on a slow phone). A list that fails is the screen's to tell.
 */
export async function prefetchQuickMatchLists(): Promise<null> {
  const lists = Promise.all([
    queryClient.prefetchQuery(industriesQueryOptions()),
    queryClient.prefetchQuery(servicesQueryOptions()),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, LISTS_WAIT_MS)));
  await Promise.race([lists, waited]);
  clearTimeout(timer);
  return null;
}

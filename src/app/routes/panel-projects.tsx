import { InboxPage } from '../../features/inbox/components/InboxPage';

// /panel/projects: plain HTML, the agency's inbox with its filter in the URL.
export function Component() {
  return <InboxPage />;
}

import { QuickMatch } from '../../features/quick-match/QuickMatch';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** `/test-page`: the spec gives it no content; it is the public «Подбор за минуту». */
export function Component() {
  useDocumentTitle('Подбор за минуту');
  return <QuickMatch />;
}

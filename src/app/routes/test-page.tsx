import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { AgencySummary } from '../../features/project/components/AgencySummary';
import { carryIntoDraft } from '../../features/project-flow/draft';
import { QuickMatch } from '../../features/quick-match/QuickMatch';
import { useDocumentTitle } from '../../hooks/use-document-title';

/**
 * `/test-page`: the spec gives it no content; it is the public «Подбор за минуту», in the site's layout.
 * Three features meet here: the quick match asks, the ranking's summary shows each agency, and «Продолжить»
 * writes the answers into the project flow's draft and opens its first step.
 */
export function Component() {
  useDocumentTitle('Подбор за минуту');
  const navigate = useNavigate();
  return (
    <QuickMatch
      Summary={AgencySummary}
      onContinue={(answers) => {
        carryIntoDraft(answers);
        void navigate(paths.createProject.root.getHref());
      }}
    />
  );
}

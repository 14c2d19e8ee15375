import { paths } from '../../config/paths';
import { showErrorToast } from '../../lib/toast';
import { createProjectFromDraft } from './api/create-project';
import { isDraftReady, readDraft } from './draft';

/**
 * A guest finished the flow, registered and has just logged in: the project is created from the draft and the
 * client lands on its ranked performers. On a failure the draft stays and the last step offers another try.
 */
export async function finishProjectAfterLogin(): Promise<string> {
  const draft = readDraft();
  if (!isDraftReady(draft)) return paths.createProject.root.getHref();
  try {
    return paths.performers.root.getHref(await createProjectFromDraft(draft));
  } catch (error) {
    showErrorToast(error, 'Не удалось создать проект. Черновик сохранён: попробуйте ещё раз.');
    return paths.createProject.aboutProject.getHref();
  }
}

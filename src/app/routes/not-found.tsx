import { NotFound } from '../../components/not-found/NotFound';

export function Component() {
  return <NotFound />;
}

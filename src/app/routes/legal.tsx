import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { LegalPage } from '../../features/legal/LegalPage';
import { useRouteHandle } from './use-route-handle';

/** A legal document, in the default layout or inside the panel. */
export function Component() {
  const { legalSlug = 'public-offer' } = useRouteHandle();
  return (
    <AntdProvider>
      <LegalPage slug={legalSlug} />
    </AntdProvider>
  );
}

import { TariffsPage } from '../../features/tariffs/components/TariffsPage';

// /panel/tariffs: plain HTML, the agency's tariff, the plans side by side and its invoices.
export function Component() {
  return <TariffsPage />;
}

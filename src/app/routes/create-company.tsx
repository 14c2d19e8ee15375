import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { CompanyDataStep } from '../../features/company-flow/components/CompanyDataStep';
import { DescriptionStep } from '../../features/company-flow/components/DescriptionStep';
import { IndustriesStep } from '../../features/company-flow/components/IndustriesStep';
import { ServicesStep } from '../../features/company-flow/components/ServicesStep';

// The four steps of the company flow; the route loaders guard their order.

export function CompanyData() {
  return (
    <AntdProvider>
      <CompanyDataStep />
    </AntdProvider>
  );
}

export function Services() {
  return (
    <AntdProvider>
      <ServicesStep />
    </AntdProvider>
  );
}

export function Industries() {
  return (
    <AntdProvider>
      <IndustriesStep />
    </AntdProvider>
  );
}

export function Description() {
  return (
    <AntdProvider>
      <DescriptionStep />
    </AntdProvider>
  );
}

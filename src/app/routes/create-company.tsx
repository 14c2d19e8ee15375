// The four steps of the company flow; the route loaders guard their order. Plain HTML forms (no antd): an
// agency's registration is often its first visit, on a phone.
export { CompanyDataStep as CompanyData } from '../../features/company-flow/components/CompanyDataStep';
export { ServicesStep as Services } from '../../features/company-flow/components/ServicesStep';
export { IndustriesStep as Industries } from '../../features/company-flow/components/IndustriesStep';
export { DescriptionStep as Description } from '../../features/company-flow/components/DescriptionStep';

// The six steps of the project flow; the route loaders guard their order. Plain HTML forms (no antd): a
// client often describes the project on a phone, a guest on the first visit.
export { ServicesStep as Services } from '../../features/project-flow/components/ServicesStep';
export { IndustriesStep as Industries } from '../../features/project-flow/components/IndustriesStep';
export { ExecutorStep as Executor } from '../../features/project-flow/components/ExecutorStep';
export { CompanyStep as Company } from '../../features/project-flow/components/CompanyStep';
export { RequirementsStep as Requirements } from '../../features/project-flow/components/RequirementsStep';
export { AboutProjectStep as AboutProject } from '../../features/project-flow/components/AboutProjectStep';

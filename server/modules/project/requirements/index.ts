// A project's requirements and their parts. The routes live in the modules whose URL app they belong to
// (recruitment, location, project); the rules and queries live here, next to the requirements version every
// change grows.
export { addAgencies, addAgency, removeAgency } from './agencies';
export {
  addRequiredIndustry,
  addRequiredLanguage,
  removeRequiredIndustry,
  removeRequiredLanguage,
} from './industries-languages';
export { addRequiredLocation, changeRequiredLocation, removeRequiredLocation } from './locations';
export { projectRequirementsView } from './read';
export { changeRequirementsRow, createRequirements, setMinStaff } from './row';
export {
  addRequiredService,
  changeRequiredService,
  removeRequiredService,
  requiredServicesPage,
} from './services';

// The parts of an agency's profile its people write from the panel. The routes live in the modules whose
// URL app they belong to (service, industry, location, case, contractor); the rules and queries live here,
// next to `refreshProfiles`, so every write refreshes the profile the same way.
export { addCase, casesPage, changeCase, removeCase } from './cases';
export { addClientHistory, changeClientHistory, removeClientHistory } from './client-histories';
export { addIndustry, addLanguage, removeIndustry, removeLanguage } from './industries-languages';
export { addLocation, changeLocation, removeLocation } from './locations';
export { personalProfile } from './personal';
export {
  addService,
  changeService,
  linkCase,
  removeService,
  servicesOf,
  unlinkCase,
} from './services';

// An agency as the lists show it: the catalogue card. No routes of its own: the catalogue, a project's
// ranking and the matching preview all show their agencies this way.
export {
  cardRowJson,
  catalogueCards,
  shortDescription,
  toCatalogueCard,
  type CardRow,
} from './catalogue-cards';

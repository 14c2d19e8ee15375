import { API } from '../api-paths';
import { serviceCase, serviceCaseCreate } from '../cases';
import { idParams } from '../drf';
import { serviceContractor, serviceContractorCreate, serviceContractorPatch } from '../profile';
import { service, servicePage, servicesQuery } from '../reference';
import { create, detail, list, remove, update, type RouteSchemas } from './route-schema';

const { service: services } = API;

/** /service/: services, the agency's own with their prices, and the cases tied to them. */
export const SERVICE_SCHEMAS = {
  [services.services]: list('Услуги', servicesQuery, servicePage),
  [services.service]: detail('Услуга', service),
  [services.serviceContractorCreate]: create(
    'Добавить услугу своему агентству: диапазон цен и короткий текст',
    serviceContractorCreate,
    serviceContractor,
  ),
  [services.serviceContractorUpdate]: update(
    'Изменить услугу своего агентства',
    serviceContractorPatch,
    serviceContractor,
  ),
  [services.serviceContractorRemove]: remove('Убрать услугу своего агентства'),
  [services.contractorServices]: {
    summary:
      'Услуги агентства с диапазонами цен и кейсами: опубликованного — всем, своего — всегда',
    params: idParams,
    response: { 200: serviceContractor.array() },
  },
  [services.serviceCaseCreate]: create(
    'Привязать кейс к услуге своего агентства',
    serviceCaseCreate,
    serviceCase,
  ),
  [services.serviceCaseRemove]: remove('Отвязать кейс от услуги'),
} as const satisfies RouteSchemas;

import { API } from '../api-paths';
import { idParams, pageQuery } from '../drf';
import { avatar, avatarPage, material } from '../materials';
import { detail, list, type RouteSchemas } from './route-schema';

const { materials } = API;

/** /materials/: the agency's images and its cases' files (uploads are multipart, outside zod). */
export const MATERIALS_SCHEMAS = {
  [materials.avatars]: list('Изображения своего агентства', pageQuery, avatarPage),
  [materials.avatar]: detail('Изображение своего агентства', avatar),
  [materials.avatarCreate]: {
    summary: 'Загрузить изображение (multipart/form-data: file — JPEG, PNG или WebP)',
    response: { 201: avatar },
  },
  [materials.materialCreate]: {
    summary:
      'Приложить файл к кейсу (multipart/form-data: case, file — изображение, PDF, DOCX, XLSX, PPTX)',
    response: { 201: material },
  },
  [materials.materialDelete]: { summary: 'Удалить файл кейса', params: idParams },
} as const satisfies RouteSchemas;

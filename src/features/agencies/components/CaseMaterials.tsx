import type { Material } from '../../../../contract/materials';
import { fileSize } from '../../../lib/file-size';
import './CaseMaterials.css';

/** A case's images as thumbnails that open the full picture, and its documents as download links. */
export function CaseMaterials({ title, materials }: { title: string; materials: Material[] }) {
  const images = materials.filter((file) => file.kind === 'image');
  const documents = materials.filter((file) => file.kind === 'document');
  return (
    <>
      {images.length > 0 && (
        <ul className="agency-case__images" aria-label="Изображения кейса">
          {images.map((image, index) => (
            <li key={image.id}>
              <a href={image.url}>
                <img
                  src={image.thumbnail_url ?? image.url}
                  // The full image's size gives the thumbnail its proportions before it loads.
                  width={image.width ?? undefined}
                  height={image.height ?? undefined}
                  alt={`${title}: изображение ${index + 1}`}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {documents.length > 0 && (
        <ul className="agency-case__files" aria-label="Файлы кейса">
          {documents.map((file) => (
            <li key={file.id}>
              <a href={file.url} download={file.name}>
                {file.name}
              </a>{' '}
              <span className="agency-case__file-size">{fileSize(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { KnowledgebaseArticle } from '../../features/knowledgebase/components/KnowledgebaseArticle';

// A knowledge-base article in two areas; its back link stays inside the area it is opened in. Its own chunk:
// the list does not download what an article needs (dates, the not-found state), nor the reverse.

export function PublicArticle() {
  const { id } = useParams();
  return <KnowledgebaseArticle id={id} listHref={paths.knowledgebase.list.getHref()} />;
}

export function PanelArticle() {
  const { id } = useParams();
  return <KnowledgebaseArticle id={id} listHref={paths.panel.knowledgebase.getHref()} />;
}

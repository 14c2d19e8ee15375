import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { KnowledgebaseArticle } from '../../features/knowledgebase/components/KnowledgebaseArticle';
import { KnowledgebaseList } from '../../features/knowledgebase/components/KnowledgebaseList';

// The knowledge base in two areas; its links stay inside the area it is opened in.

export function PublicList() {
  return (
    <KnowledgebaseList articleHref={paths.knowledgebase.article.getHref} defaultAudience="client" />
  );
}

export function PublicArticle() {
  const { id } = useParams();
  return <KnowledgebaseArticle id={id} listHref={paths.knowledgebase.list.getHref()} />;
}

export function PanelList() {
  return (
    <KnowledgebaseList
      articleHref={paths.panel.knowledgebaseArticle.getHref}
      defaultAudience="contractor"
    />
  );
}

export function PanelArticle() {
  const { id } = useParams();
  return <KnowledgebaseArticle id={id} listHref={paths.panel.knowledgebase.getHref()} />;
}

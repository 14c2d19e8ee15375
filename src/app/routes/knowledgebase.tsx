import { paths } from '../../config/paths';
import { KnowledgebaseList } from '../../features/knowledgebase/components/KnowledgebaseList';

// The knowledge base list in two areas; its links stay inside the area it is opened in (articles are
// the route module knowledgebase-article.tsx, a chunk of their own).

export function PublicList() {
  return (
    <KnowledgebaseList articleHref={paths.knowledgebase.article.getHref} defaultAudience="client" />
  );
}

export function PanelList() {
  return (
    <KnowledgebaseList
      articleHref={paths.panel.knowledgebaseArticle.getHref}
      defaultAudience="contractor"
    />
  );
}

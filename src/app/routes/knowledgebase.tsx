import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { paths } from '../../config/paths';
import { KnowledgebaseList } from '../../features/knowledgebase/components/KnowledgebaseList';

// The knowledge base list in two areas; its links stay inside the area it is opened in (articles are
// the route module knowledgebase-article.tsx, a chunk of their own).

export function PublicList() {
  return (
    <AntdProvider>
      <KnowledgebaseList
        articleHref={paths.knowledgebase.article.getHref}
        defaultAudience="client"
      />
    </AntdProvider>
  );
}

export function PanelList() {
  return (
    <AntdProvider>
      <KnowledgebaseList
        articleHref={paths.panel.knowledgebaseArticle.getHref}
        defaultAudience="contractor"
      />
    </AntdProvider>
  );
}

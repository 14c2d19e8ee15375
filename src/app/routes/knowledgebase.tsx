import { useParams } from 'react-router-dom';
import { AntdProvider } from '../../components/antd-provider/AntdProvider';
import { paths } from '../../config/paths';
import { KnowledgebaseArticle } from '../../features/knowledgebase/components/KnowledgebaseArticle';
import { KnowledgebaseList } from '../../features/knowledgebase/components/KnowledgebaseList';

// The knowledge base in two areas; its links stay inside the area it is opened in.

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

export function PublicArticle() {
  const { id } = useParams();
  return (
    <AntdProvider>
      <KnowledgebaseArticle id={id} listHref={paths.knowledgebase.list.getHref()} />
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

export function PanelArticle() {
  const { id } = useParams();
  return (
    <AntdProvider>
      <KnowledgebaseArticle id={id} listHref={paths.panel.knowledgebase.getHref()} />
    </AntdProvider>
  );
}

import { Button, Empty, Input, Pagination, Result, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE_DEFAULT } from '../../../../contract/drf';
import { faqAudience, type FaqAudience } from '../../../../contract/faq';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useFaqs } from '../api/get-faqs';
import { FaqCard } from './FaqCard';
import './knowledgebase.css';

const audienceTabs = [
  { key: 'client', label: 'Для заказчиков' },
  { key: 'contractor', label: 'Для агентств' },
] satisfies Array<{ key: FaqAudience; label: string }>;

type KnowledgebaseListProps = {
  /** Where an article opens: the public knowledge base or the panel's own. */
  articleHref: (id: number) => string;
  defaultAudience: FaqAudience;
};

/** Articles by audience, searchable and paged; the choice lives in the URL so Back and reload keep it. */
export function KnowledgebaseList({ articleHref, defaultAudience }: KnowledgebaseListProps) {
  useDocumentTitle('База знаний');
  const [searchParams, setSearchParams] = useSearchParams();
  const audience = faqAudience.safeParse(searchParams.get('audience')).data ?? defaultAudience;
  const search = searchParams.get('search')?.trim() ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, isPending, isError, refetch } = useFaqs({
    audience,
    search: search || undefined,
    page,
  });

  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });

  return (
    <div className="kb">
      <h1>База знаний</h1>
      <p className="kb__lead">
        Как работает сервис: ответы на частые вопросы заказчиков и агентств.
      </p>
      <Tabs
        activeKey={audience}
        items={audienceTabs}
        onChange={(key) => update({ audience: key, page: null })}
      />
      <Input.Search
        key={search}
        defaultValue={search}
        placeholder="Поиск по статьям"
        aria-label="Поиск по статьям"
        allowClear
        enterButton="Найти"
        maxLength={200}
        onSearch={(value) => update({ search: value.trim() || null, page: null })}
      />
      <div className="kb__results" aria-busy={isPending}>
        {isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : isError ? (
          <Result
            status="warning"
            title="Не удалось загрузить статьи"
            extra={<Button onClick={() => void refetch()}>Повторить</Button>}
          />
        ) : data.results.length === 0 ? (
          <Empty description={search ? 'По вашему запросу ничего не нашлось' : 'Статей пока нет'} />
        ) : (
          data.results.map((faq) => <FaqCard key={faq.id} faq={faq} href={articleHref(faq.id)} />)
        )}
      </div>
      {data && data.count > PAGE_SIZE_DEFAULT && (
        <Pagination
          className="kb__pagination"
          current={page}
          pageSize={PAGE_SIZE_DEFAULT}
          total={data.count}
          showSizeChanger={false}
          onChange={(next) => update({ page: next > 1 ? String(next) : null })}
        />
      )}
    </div>
  );
}

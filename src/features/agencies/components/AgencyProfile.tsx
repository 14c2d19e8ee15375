import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ContractorProfile } from '../../../../contract/contractor-profile';
import { InviteSlot } from '../../../components/invite-slot/InviteSlot';
import { NotFound } from '../../../components/not-found/NotFound';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSession } from '../../../hooks/use-session';
import { ApiError } from '../../../lib/api-client';
import { isEmployee, isExecutor } from '../../../lib/roles';
import { ownAgencyQueryOptions, useAgency } from '../api/get-agency';
import { AgencyCases } from './AgencyCases';
import { AgencyClients } from './AgencyClients';
import { AgencyFacts, TagSection } from './AgencyFacts';
import { AgencyLogo } from './AgencyLogo';
import { AgencyReviews } from './AgencyReviews';
import { AgencyServices } from './AgencyServices';
import { locationText, staffText } from './format';
import './agency-card.css';
import './AgencyProfile.css';

/** A path's id as the API accepts it (a PostgreSQL integer written canonically), else null. */
export const agencyId = (raw: string | undefined): number | null =>
  /^[1-9][0-9]{0,9}$/.test(raw ?? '') && Number(raw) <= 2147483647 ? Number(raw) : null;

/** `/executor/{id}`: an agency's public profile, or the not-found page. */
export function AgencyProfile({ id }: { id: string | undefined }) {
  const validId = agencyId(id);
  return validId === null ? <NotFound /> : <Profile id={validId} />;
}

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

function Profile({ id }: { id: number }) {
  const { user } = useSession();
  const { data, isPending, error } = useAgency(id);
  // An unpublished agency is a 404 for everyone else; its own people ask again, as themselves.
  const ownView = isMissing(error) && user && (isExecutor(user) || isEmployee(user));
  useDocumentTitle(data?.name ?? 'Агентство');

  if (ownView) return <OwnProfile id={id} userId={user.id} />;
  if (isMissing(error)) return <NotFound />;
  return <ProfileState profile={data} isPending={isPending} failed={Boolean(error)} />;
}

function OwnProfile({ id, userId }: { id: number; userId: number }) {
  const { data, isPending, error } = useQuery(ownAgencyQueryOptions(id, userId));
  useDocumentTitle(data?.name ?? 'Агентство');
  if (isMissing(error)) return <NotFound />;
  return (
    <ProfileState profile={data} isPending={isPending} failed={Boolean(error)} viewer={userId} />
  );
}

type ProfileStateProps = {
  profile: ContractorProfile | undefined;
  isPending: boolean;
  failed: boolean;
  /** One of the agency's own people looking at its unpublished profile; null on the public page. */
  viewer?: number | null;
};

function ProfileState({ profile, isPending, failed, viewer = null }: ProfileStateProps) {
  if (profile) return <ProfileView profile={profile} viewer={viewer} />;
  return (
    <div className="agency">
      <BackLink />
      {isPending || !failed ? (
        <div className="agency-card agency-skeleton" aria-busy="true">
          <span className="visually-hidden">Загружаем профиль агентства…</span>
        </div>
      ) : (
        <div className="agency-card agency-notice" role="alert">
          <p className="agency-notice__title">Не удалось загрузить профиль агентства</p>
          <p>Проверьте соединение и обновите страницу.</p>
        </div>
      )}
    </div>
  );
}

const BackLink = () => (
  <Link to={paths.list.getHref()} className="agency__back">
    <span aria-hidden="true">←</span> Все агентства
  </Link>
);

/** The profile itself: who the agency is, then what it does (main column) and its facts (side column). */
function ProfileView({ profile, viewer }: { profile: ContractorProfile; viewer: number | null }) {
  const summary = [
    profile.city_name,
    profile.staff_count === null ? null : staffText(profile.staff_count),
    profile.founded_year === null ? null : `с ${profile.founded_year} года`,
  ].filter(Boolean);
  return (
    <div className="agency">
      <BackLink />
      {!profile.is_published && (
        <p className="agency-hidden" role="status">
          Профиль скрыт из каталога: его видите только вы и ваши коллеги.
        </p>
      )}
      <header className="agency-card agency-intro">
        <AgencyLogo name={profile.name} logo={profile.logo?.url ?? null} />
        <div className="agency-intro__text">
          <h1>{profile.name}</h1>
          {summary.length > 0 && <p className="agency-intro__summary">{summary.join(' · ')}</p>}
        </div>
        {profile.is_published && (
          // A client picks a project or starts one, a guest starts one; the agency's people see nothing.
          <div className="agency-intro__actions">
            <InviteSlot agency={{ id: profile.id, name: profile.name }} />
          </div>
        )}
      </header>
      <div className="agency__columns">
        <div className="agency__main">
          {profile.description && (
            <section className="agency-card" aria-labelledby="agency-about">
              <h2 id="agency-about">О компании</h2>
              <p className="agency-text">{profile.description}</p>
            </section>
          )}
          <AgencyServices services={profile.services} />
          <AgencyCases cases={profile.cases} />
          <AgencyClients clients={profile.client_histories} />
          <AgencyReviews id={profile.id} viewer={viewer} />
        </div>
        <aside className="agency__side" aria-label="Об агентстве коротко">
          <AgencyFacts profile={profile} />
          <TagSection
            id="agency-industries"
            title="Отрасли"
            tags={profile.industries.map((industry) => industry.name)}
          />
          <TagSection
            id="agency-locations"
            title="География"
            tags={profile.locations.map(locationText)}
          />
          <TagSection
            id="agency-languages"
            title="Языки"
            tags={profile.languages.map((language) => language.name)}
          />
        </aside>
      </div>
    </div>
  );
}

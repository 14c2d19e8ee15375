import { Outlet } from 'react-router-dom';
import { FlowHeader } from '../header/FlowHeader';
import { NavigationProgress } from './NavigationProgress';
import './layouts.css';

/** The multi-step flows (create-company, create-project, performers): flow header, content on a card. */
export function CardLayout() {
  return (
    <div className="app-shell">
      <NavigationProgress />
      <FlowHeader />
      <main className="card-layout__content">
        <Outlet />
      </main>
    </div>
  );
}

import { WinnerTab } from '../../features/project/components/WinnerTab';
import { DashboardProject } from './dashboard-project-shell';

// /dashboard/project/{id}/winner: its own module with the tab's code in it (plain HTML; its dialogs load antd
// when opened), so the server's shell preloads that code beside the route's, where a lazy tab waited for the
// project to render before it was asked for.

export const Winner = () => (
  <DashboardProject title="Выбор победителя" tab={(project) => <WinnerTab project={project} />} />
);

import { Outlet } from 'react-router-dom';

/** Minimal layout (404): the content alone. */
export function CleanLayout() {
  return (
    <main className="clean-layout">
      <Outlet />
    </main>
  );
}

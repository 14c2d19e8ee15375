import { Outlet } from 'react-router-dom';
import { Logo } from '../header/Logo';
import { NavigationProgress } from './NavigationProgress';
import './layouts.css';

/** Login, registration, password reset: a centered card. */
export function AuthLayout() {
  return (
    <div className="auth-layout">
      <NavigationProgress />
      <header className="auth-layout__logo">
        <Logo />
      </header>
      <main className="auth-layout__card">
        <Outlet />
      </main>
    </div>
  );
}

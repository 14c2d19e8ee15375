import type { ReactNode } from 'react';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { NavigationProgress } from './NavigationProgress';

/** Header, content, footer: the frame of the default and panel layouts. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell">
      <NavigationProgress />
      <Header />
      <main className="app-main" id="content">
        {children}
      </main>
      <Footer />
    </div>
  );
}

import { NavLink } from 'react-router-dom';
import './TabLinks.css';

export type TabLink = { to: string; label: string };

/** A row of tabs that are links (each tab is a route of its own); wraps on a phone. */
export function TabLinks({ tabs, label }: { tabs: TabLink[]; label: string }) {
  return (
    <nav className="tab-links" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end className="tab-links__tab">
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

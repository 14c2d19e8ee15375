import { useNavigation } from 'react-router-dom';
import './navigation-progress.css';

/** A thin bar while the next route's code or data loads (on a bad network that can take seconds). */
export function NavigationProgress() {
  const { state } = useNavigation();
  return state === 'idle' ? null : (
    <div className="nav-progress" role="progressbar" aria-label="Загрузка" />
  );
}

import { useEffect } from 'react';
import { AgenciesSection } from './AgenciesSection';
import { ClientStepsSection } from './ClientStepsSection';
import { FaqTeaserSection } from './FaqTeaserSection';
import { FinalCtaSection } from './FinalCtaSection';
import { HeroSection } from './HeroSection';
import { TrustSection } from './TrustSection';
import './landing.css';

/** The home page (`paths.home`): what Подряд does, for clients and for agencies. */
export function LandingPage() {
  useEffect(() => {
    document.title = 'Подряд — подбор подрядчиков';
  }, []);

  return (
    <div className="landing">
      <HeroSection />
      <ClientStepsSection />
      <AgenciesSection />
      <TrustSection />
      <FaqTeaserSection />
      <FinalCtaSection />
    </div>
  );
}

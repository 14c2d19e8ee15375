import { TenderProtocol } from '../../../components/tender-protocol/TenderProtocol';
import { Section } from './Section';

/** The agency's excerpt of the tender's protocol: its own steps and the public ones, and its PDF. */
export function ProtocolSection({ project, since }: { project: number; since: number }) {
  return (
    <Section title="Протокол тендера">
      <TenderProtocol project={project} since={since} />
    </Section>
  );
}

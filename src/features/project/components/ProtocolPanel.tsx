import { TenderProtocol } from '../../../components/tender-protocol/TenderProtocol';
import { Panel } from './Plain';

/** The client's tender protocol on the performers tab: every step with who took it, and its PDF. */
export function ProtocolPanel({ project }: { project: number }) {
  return (
    <Panel title={<h2 className="project-section-title">Протокол тендера</h2>}>
      <TenderProtocol project={project} />
    </Panel>
  );
}

// Operations: what a balancer, an orchestrator and a monitoring system ask of a process — health and
// readiness, metrics, the graceful stop. Above the modules (it reads the ranking's counters and the
// operator's guard through their faces).
export { HEALTH_MESSAGES, HEALTH_PATH, READY_PATH, registerHealthRoutes } from './health';
export { METRICS_PATH, registerMetrics, UNMATCHED_ROUTE } from './metrics';
export {
  closeGracefully,
  closeSocketsForRestart,
  exitOnSignals,
  SERVICE_RESTART,
} from './shutdown';

/** The service's public entry: the Electron shell, the CLI and tests start it through here. */
export { startService, type RunningService } from './service.ts';
export { defaultDataDir, type ServiceConfig } from './config/service-config.ts';

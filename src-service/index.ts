/** The service's public entry: the Electron shell, the CLI and tests start it through here. */
export { startService, INITIAL_CREDITS, type RunningService } from './service.ts';
export { configFromArgs, defaultDataDir, DEFAULT_PORT, type ServiceConfig } from './config/service-config.ts';

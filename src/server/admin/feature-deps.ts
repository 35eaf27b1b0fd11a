import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { OnJobRun } from '../jobs/serial-job.ts';
import type { StaffDeps } from './staff-deps.ts';

/** What the issue-6 features (assistant, analytics, images) get from the app. */
export interface FeatureDeps extends StaffDeps {
  config: Config;
  logger: Logger;
  /** Told of every run of a periodic job (metrics). */
  onJobRun?: OnJobRun;
}

// Serves an existing build without building (used by tests and deployments that build separately).
import { startServer } from './main.ts';

await startServer();

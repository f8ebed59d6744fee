import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: process.env.VITRINE_BUILD_DIR ?? 'build',
  // The whole route manifest ships as one cacheable file: each page then skips computing and inlining
  // its own slice of it, and client navigation never waits on a manifest request.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;

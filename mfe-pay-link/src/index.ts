// Entry of the federated build (rsbuild.config.ts, environment `web`). Nothing loads it: the shell loads
// remoteEntry.js and the exposed ./routes, and the standalone page is its own build from bootstrap.tsx.
export {};

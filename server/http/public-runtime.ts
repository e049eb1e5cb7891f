/** The React implementation the public SPA is built on (decision 016): Preact's compat layer ships; React 19 builds from the same source. */
export const PUBLIC_RUNTIMES = ['preact', 'react'] as const;
export type PublicRuntime = (typeof PUBLIC_RUNTIMES)[number];

/** PUBLIC_RUNTIME from the environment; unset means the shipped Preact build. */
export function publicRuntimeFromEnv(value: string | undefined = process.env.PUBLIC_RUNTIME): PublicRuntime {
  const runtime = value || 'preact';
  if (!(PUBLIC_RUNTIMES as readonly string[]).includes(runtime)) throw new Error(`PUBLIC_RUNTIME must be ${PUBLIC_RUNTIMES.join(' or ')}, not "${runtime}"`);
  return runtime as PublicRuntime;
}

/**
 * The built public SPA's folder in dist/: the React build lives beside the shipped one, so building
 * it never replaces what `npm start` and the e2e suite serve.
 */
export function publicBuildFolder(runtime: PublicRuntime): string {
  return runtime === 'react' ? 'public-react' : 'public';
}

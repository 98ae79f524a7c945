declare module 'vitest' {
  export interface ProvidedContext {
    /** Port of the site's production build under vite preview (npm start's server). */
    sitePort: number;
    /** Port of the test-fixture build. */
    fixturePort: number;
  }
}
export {};

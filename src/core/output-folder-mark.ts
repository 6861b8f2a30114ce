/**
 * The name of the mark file every build writes at the top of its output
 * folder (builder/output/output-mark.ts says why). Here, below the build, so
 * that the import boundary (mdx/imports/boundary.ts) can know an output
 * folder inside the site by it and refuse its files: they are what a build
 * made, not sources.
 */
export const OUTPUT_MARK = '.mysite-output';

/** A named, timed step of a build (builder/orchestration/steps.ts makes them). */
export type Step = <T>(name: string, fn: () => Promise<T> | T) => Promise<T>;

/** Told when a step starts, and how far a long one has come. */
export type Progress = (phase: string, done?: number, total?: number) => void;

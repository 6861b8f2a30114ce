/** The options every command takes (main.ts declares them). */
export interface GlobalOptions {
  root: string;
  quiet?: boolean;
  verbose?: boolean;
}

/** Messages between the build and its worker threads. */
import type { MarkdownInput } from '../../markdown/types.js';
import type { SiteConfig } from '../../config/schema.js';
import type { DocumentAssets } from '../../render/document.js';
import type { SearchDocument } from '../../search/documents.js';
import type { CodeToHighlight } from '../../openapi/highlight.js';
import type { MarkdownTexts } from '../../markdown/texts.js';

/** What a thread needs to render pages of one theme build (phases/render-routes.ts). */
export interface DocumentSetup {
  config: SiteConfig;
  siteDir: string;
  serverFile: string;
  assets: DocumentAssets;
}

export type WorkerTask =
  | { type: 'compile'; input: MarkdownInput; siteDir: string }
  | { type: 'render'; setup: DocumentSetup; chunkJson: string; writeTo?: [string, string] }
  | { type: 'search'; docs: SearchDocument[]; key: string; translated: boolean }
  | { type: 'highlight'; blocks: CodeToHighlight[]; texts?: MarkdownTexts }
  | { type: 'warm-up' };

export type WorkerReply =
  | { ok: true; value: unknown }
  | { ok: false; message: string; stack?: string; diagnostics?: unknown[]; code?: string; path?: string; syscall?: string };

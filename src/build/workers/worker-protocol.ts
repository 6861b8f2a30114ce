/** Messages between the build and its worker threads. */
import type { MarkdownInput } from '../../markdown/types.js';
import type { DocumentSetup } from '../phases/render-routes.js';
import type { SearchDocument } from '../../search/documents.js';
import type { CodeToHighlight } from '../../openapi/highlight.js';

export type WorkerTask =
  | { type: 'compile'; input: MarkdownInput; siteDir: string }
  | { type: 'render'; setup: DocumentSetup; chunkJson: string; writeTo?: [string, string] }
  | { type: 'search'; docs: SearchDocument[]; key: string }
  | { type: 'highlight'; blocks: CodeToHighlight[] }
  | { type: 'warm-up' };

export type WorkerReply =
  | { ok: true; value: unknown }
  | { ok: false; message: string; stack?: string; diagnostics?: unknown[]; code?: string; path?: string; syscall?: string };

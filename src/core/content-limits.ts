/**
 * The largest content file mysite reads, and the largest a page may become
 * once its partials are put in. Parsing is linear but not fast (about 5 s per
 * MB of Markdown on a busy laptop core, and 0.5 GB of memory per MB), and a
 * page this big is several MB of HTML for a reader.
 */
export const MAX_CONTENT_FILE_BYTES = 2 * 1024 * 1024;

/**
 * What `mysite build` loads once it knows there is something to build (an
 * up-to-date check loads none of it): the builder and the output folder's
 * helpers, as one module so that they load together.
 */
export { SiteBuilder } from './site-builder.js';
export { commitOutput, saveState } from './write-output.js';
export { OutputSwap, recoverInterruptedSwap, spareFolderOf } from '../output/output-swap.js';
export { generationIn, loadGenerations } from '../output/page-records.js';
export { distinctDiagnostics } from '../../core/diagnostics.js';
export { lockOutput } from '../output/output-lock.js';
export { checkOutputFolder, outputSetting } from '../output/output-folder.js';
export { checkOwnership } from '../output/output-mark.js';
export { acrossLocales, buildLocale, buildOtherLocales, checkLocaleLinks, defaultLocalePart, withLocales } from './locale-builds.js';
export { outputLocalesFile } from '../../i18n/output-locales.js';

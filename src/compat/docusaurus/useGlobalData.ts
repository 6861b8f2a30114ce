/**
 * `@docusaurus/useGlobalData`: what the site's plugins set with
 * `actions.setGlobalData`, by plugin name and instance id
 * (src/plugins/run-plugins.ts). It is compiled into the pages' bundle, so
 * it is there on the server and in the browser alike.
 */
import { usePageContext } from '../page-context.js';

type GlobalData = Record<string, Record<string, unknown>>;

export default function useGlobalData(): GlobalData {
  return usePageContext().site.globalData ?? {};
}

/** Every instance's data of the plugin `name`, by id; an error when no instance of it set any, as in Docusaurus. */
export function useAllPluginInstancesData(name: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  const data = useGlobalData()[name];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${name}" plugin.`);
  return data;
}

/** The data the instance `id` of the plugin `name` set. */
export function usePluginData(name: string, id = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(name, options)?.[id];
  if (data === undefined && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${name}" plugin with id "${id}".`);
  return data;
}

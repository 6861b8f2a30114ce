/**
 * The texts the API reference writes into its pages' data and Markdown
 * twins (schema limits and notes, security schemes, example labels, the
 * sidebar's and titles' words), by message id, in English. Like the
 * engine's other texts (content/engine-messages.ts) a site translates them
 * in `i18n/<locale>/code.json` and `mysite write-translations` lists them.
 * Plural messages hold their forms separated by `|` (core/plural.ts).
 * Numbers from the spec are written as the spec writes them.
 */
import { type Messages, type MessageValues, messageText } from '../core/messages.js';
import { pluralForm } from '../core/plural.js';

export const API_MESSAGES = {
  // Schema limits (schema-model.ts).
  'theme.api.limit.characters': '{count} character|{count} characters',
  'theme.api.limit.charactersRange': '{min} to {max} character|{min} to {max} characters',
  'theme.api.limit.charactersMin': 'at least {min} character|at least {min} characters',
  'theme.api.limit.charactersMax': 'at most {max} character|at most {max} characters',
  'theme.api.limit.items': '{count} item|{count} items',
  'theme.api.limit.itemsRange': '{min} to {max} item|{min} to {max} items',
  'theme.api.limit.itemsMin': 'at least {min} item|at least {min} items',
  'theme.api.limit.itemsMax': 'at most {max} item|at most {max} items',
  'theme.api.limit.properties': '{count} property|{count} properties',
  'theme.api.limit.propertiesRange': '{min} to {max} property|{min} to {max} properties',
  'theme.api.limit.propertiesMin': 'at least {min} property|at least {min} properties',
  'theme.api.limit.propertiesMax': 'at most {max} property|at most {max} properties',
  'theme.api.limit.exclusiveMinimum': '> {value}',
  'theme.api.limit.minimum': '≥ {value}',
  'theme.api.limit.exclusiveMaximum': '< {value}',
  'theme.api.limit.maximum': '≤ {value}',
  'theme.api.limit.multipleOf': 'multiple of {value}',
  'theme.api.limit.pattern': 'pattern {pattern}',
  'theme.api.limit.uniqueItems': 'unique items',
  'theme.api.limit.contentMediaType': 'content {mediaType}',
  'theme.api.limit.contentEncoding': 'encoding {encoding}',
  'theme.api.limit.noOtherProperties': 'no other properties',
  'theme.api.limit.not': 'not {schema}',
  'theme.api.limit.notAnySchema': 'not matching a schema',
  // Schema notes and alternatives (schema-model.ts, schema-flatten.ts).
  'theme.api.note.noValue': 'No value is allowed here.',
  'theme.api.note.circularAllOf': 'A circular allOf through {schema} is not merged again.',
  'theme.api.note.firstVariantsOnly': 'Only the first {keyword} is shown.',
  'theme.api.note.keywordsNotShown': 'Some JSON Schema keywords of this schema (prefixItems, if/then/else, patternProperties) are not shown.',
  'theme.api.variantOption': 'Option {number}',
  // Security schemes (security.ts).
  'theme.api.scheme.httpBearer': 'HTTP Bearer',
  'theme.api.scheme.httpBasic': 'HTTP Basic',
  'theme.api.scheme.http': 'HTTP {scheme}',
  'theme.api.scheme.apiKey': 'API key in {in}',
  'theme.api.scheme.oauth2': 'OAuth 2.0',
  'theme.api.scheme.openIdConnect': 'OpenID Connect',
  'theme.api.scheme.mutualTLS': 'Mutual TLS',
  'theme.api.scheme.header': 'Header: {name}',
  'theme.api.scheme.query': 'Query parameter: {name}',
  'theme.api.scheme.cookie': 'Cookie: {name}',
  'theme.api.scheme.tokenFormat': 'Token format: {format}',
  'theme.api.scheme.flow': 'Flow {flow}',
  'theme.api.scheme.flowUrls': '{flow}: {urls}',
  'theme.api.scheme.flowScopes': '{flow}; scopes: {scopes}',
  'theme.api.scheme.authorizationUrl': 'authorization URL {url}',
  'theme.api.scheme.tokenUrl': 'token URL {url}',
  'theme.api.scheme.discovery': 'Discovery: {url}',
  'theme.api.scheme.clientCertificate': 'A client certificate',
  // Placeholders for credentials, in the scheme details and the code samples.
  'theme.api.placeholder.token': '<token>',
  'theme.api.placeholder.credentials': '<credentials>',
  'theme.api.placeholder.basicCredentials': '<base64 of user:password>',
  'theme.api.placeholder.apiKey': '<api-key>',
  // Examples (media.ts).
  'theme.api.exampleLabel': 'Example',
  'theme.api.generatedExampleLabel': 'Example (generated from the schema)',
  'theme.api.externalExample': 'See {url}',
  // A `<SchemaDefinition>` in a description (schema-definition.ts).
  'theme.api.definition.arrayOf': 'array of {type}',
  'theme.api.definition.oneOf': 'One of: {values}',
  'theme.api.definition.required': 'required',
  'theme.api.definition.table': 'Table: {title}',
  'theme.api.definition.property': 'Property',
  'theme.api.definition.type': 'Type',
  'theme.api.definition.description': 'Description',
  // Sidebar, groups and titles (sidebar.ts, operations.ts, reference.ts, intro-page.ts).
  'theme.api.sidebar.introduction': 'Introduction',
  'theme.api.sidebar.operations': 'Operations',
  'theme.api.group.untagged': 'Other',
  'theme.api.group.webhooks': 'Webhooks',
  'theme.api.defaultTitle': 'API',
  'theme.api.introPageTitle': '{title} API reference',
  'theme.api.operationPageTitle': '{title} – API reference',
  // The pages' Markdown twins (twin.ts).
  'theme.api.twin.version': 'Version {version}',
  'theme.api.twin.servers': 'Servers',
  'theme.api.twin.operations': 'Operations',
  'theme.api.twin.deprecated': 'Deprecated.',
  'theme.api.twin.parameters': 'Parameters',
  'theme.api.twin.name': 'Name',
  'theme.api.twin.in': 'In',
  'theme.api.twin.type': 'Type',
  'theme.api.twin.required': 'Required',
  'theme.api.twin.description': 'Description',
  'theme.api.twin.yes': 'yes',
  'theme.api.twin.no': 'no',
  'theme.api.twin.requestBody': 'Request body',
  'theme.api.twin.bodyRequired': 'Required.',
  'theme.api.twin.responses': 'Responses',
  'theme.api.twin.contentType': 'Content type: {type}',
} as const;

export type ApiMessageId = keyof typeof API_MESSAGES;

export interface ApiTexts {
  /** The site's text for `id`, else the English one, filled from `values`. */
  text(id: ApiMessageId, values?: MessageValues): string;
  /** A plural message: the form for `count` in the site's language, filled from `values` and `{count}`. */
  plural(id: ApiMessageId, count: number, values?: MessageValues): string;
}

/** `locale`: the site's language, which picks plural forms. */
export function apiTexts(locale: string, messages: Messages | undefined): ApiTexts {
  return {
    text: (id, values) => messageText(messages, id, API_MESSAGES[id], values),
    plural: (id, count, values) => messageText(undefined, id, pluralForm(messages?.[id] ?? API_MESSAGES[id], count, locale), { count, ...values }),
  };
}

/** English, for callers and tests without a site. */
export const ENGLISH_API_TEXTS: ApiTexts = apiTexts('en-US', undefined);

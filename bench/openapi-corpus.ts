/**
 * A deterministic synthetic OpenAPI 3.1 document of N operations, for the
 * benchmark: tags with Markdown descriptions, shared components (schemas,
 * parameters, responses), schemas four objects deep, allOf inheritance,
 * oneOf with a discriminator, arrays of references, and request bodies.
 * The same N always gives the same document.
 */
const RESOURCES =
  'account agent alert app backup bucket certificate cluster database domain droplet endpoint firewall image invoice key volume network node project record region registry snapshot space tag token user vpc'.split(
    ' ',
  );
const VERBS = [
  { method: 'get', suffix: 'list', path: '', summary: 'List' },
  { method: 'post', suffix: 'create', path: '', summary: 'Create' },
  { method: 'get', suffix: 'get', path: '/{id}', summary: 'Get' },
  { method: 'patch', suffix: 'update', path: '/{id}', summary: 'Update' },
  { method: 'delete', suffix: 'delete', path: '/{id}', summary: 'Delete' },
] as const;

type Json = Record<string, unknown>;
const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** A schema nested `depth` objects deep, each level with a few typed fields. */
function deepObject(name: string, depth: number): Json {
  const properties: Json = {
    name: { type: 'string', description: `The ${name} name, unique in its project.`, minLength: 1, maxLength: 64, example: `${name}-01` },
    count: { type: 'integer', format: 'int32', minimum: 0, description: `How many ${name} items are in use.` },
    enabled: { type: 'boolean', default: true },
    labels: { type: 'array', items: { type: 'string', pattern: '^[a-z0-9-]+$' }, maxItems: 20 },
  };
  if (depth > 0) properties.settings = deepObject(`${name} settings`, depth - 1);
  return { type: 'object', description: `Settings of the ${name}, level ${4 - depth}.`, required: ['name'], properties };
}

function schemasFor(resource: string, index: number): Json {
  const Name = cap(resource) + index;
  return {
    [Name]: {
      allOf: [
        ref('Resource'),
        {
          type: 'object',
          required: ['status', 'config'],
          properties: {
            status: { type: 'string', enum: ['new', 'active', 'archived'], description: `State of the ${resource}.` },
            config: deepObject(resource, 3),
            target: ref(`${Name}Target`),
            owners: { type: 'array', items: ref('User') },
            tags: { type: 'array', items: ref('Tag') },
          },
        },
      ],
    },
    [`${Name}Target`]: {
      oneOf: [ref('RegionTarget'), ref('NodeTarget')],
      discriminator: { propertyName: 'kind', mapping: { region: '#/components/schemas/RegionTarget', node: '#/components/schemas/NodeTarget' } },
    },
    [`${Name}Input`]: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1 }, config: deepObject(`${resource} input`, 2), target: ref(`${Name}Target`) },
    },
  };
}

const SHARED_SCHEMAS: Json = {
  Resource: {
    type: 'object',
    required: ['id', 'created_at'],
    properties: {
      id: { type: 'string', format: 'uuid', readOnly: true },
      created_at: { type: 'string', format: 'date-time', readOnly: true },
      region: { type: 'string', enum: ['ams3', 'fra1', 'nyc1', 'sfo3', 'sgp1'] },
    },
  },
  RegionTarget: { type: 'object', required: ['kind', 'region'], properties: { kind: { type: 'string', const: 'region' }, region: { type: 'string' } } },
  NodeTarget: { type: 'object', required: ['kind', 'node_id'], properties: { kind: { type: 'string', const: 'node' }, node_id: { type: 'integer' } } },
  User: { type: 'object', properties: { id: { type: 'integer' }, email: { type: 'string', format: 'email' }, manager: ref('User') } },
  Tag: { type: 'object', properties: { name: { type: 'string' }, resources: { type: 'integer' } } },
  Error: { type: 'object', required: ['id', 'message'], properties: { id: { type: 'string' }, message: { type: 'string' }, request_id: { type: 'string' } } },
  Links: {
    type: 'object',
    properties: { pages: { type: 'object', properties: { next: { type: 'string', format: 'uri' }, prev: { type: 'string', format: 'uri' } } } },
  },
};

export function syntheticSpec(operations: number): Json {
  const paths: Json = {};
  const schemas: Json = { ...SHARED_SCHEMAS };
  const tags: Json[] = [];
  const groups = Math.ceil(operations / VERBS.length);
  let made = 0;
  for (let g = 0; g < groups && made < operations; g++) {
    const resource = RESOURCES[g % RESOURCES.length]!;
    const Name = cap(resource) + g;
    const tag = `${cap(resource)}s ${Math.floor(g / RESOURCES.length) + 1}`;
    if (!tags.some((t) => t.name === tag)) {
      tags.push({
        name: tag,
        description: `Manage **${resource}s** of a project.\n\nEach ${resource} belongs to one project; see [the servers](#api-servers).`,
      });
    }
    Object.assign(schemas, schemasFor(resource, g));
    for (const verb of VERBS) {
      if (made++ >= operations) break;
      const path = `/v2/${resource}s${g}${verb.path}`;
      const op: Json = {
        operationId: `${verb.suffix}${Name}`,
        summary: `${verb.summary} ${resource} ${g}`,
        description: `${verb.summary} a ${resource}. The response holds the ${resource} as stored.\n\n- Requires a token with the \`${resource}:write\` scope.\n- Rate limited to 250 requests a minute.`,
        tags: [tag],
        responses: {
          '200': {
            description: 'The result.',
            content: {
              'application/json': {
                schema:
                  verb.suffix === 'list' ? { type: 'object', properties: { items: { type: 'array', items: ref(Name) }, links: ref('Links') } } : ref(Name),
              },
            },
          },
          '401': { $ref: '#/components/responses/Unauthorized' },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      };
      if (verb.path) op.parameters = [{ $ref: '#/components/parameters/Id' }];
      if (verb.suffix === 'list') op.parameters = [{ $ref: '#/components/parameters/PerPage' }, { $ref: '#/components/parameters/Page' }];
      if (verb.method === 'post' || verb.method === 'patch')
        op.requestBody = { required: true, content: { 'application/json': { schema: ref(`${Name}Input`) } } };
      paths[path] = { ...((paths[path] as Json | undefined) ?? {}), [verb.method]: op };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Synthetic Cloud', version: '2.0.0', description: `A generated API of ${operations} operations, for the benchmark.` },
    servers: [{ url: 'https://{region}.api.example.com', variables: { region: { default: 'nyc1', enum: ['nyc1', 'ams3'] } } }],
    security: [{ bearer: [] }],
    tags,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A personal access token.' } },
      parameters: {
        Id: { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        PerPage: { name: 'per_page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 200, default: 20 } },
        Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
      },
      responses: {
        Unauthorized: { description: 'The token is missing or wrong.', content: { 'application/json': { schema: ref('Error') } } },
        NotFound: { description: 'No such resource.', content: { 'application/json': { schema: ref('Error') } } },
      },
      schemas,
    },
  };
}

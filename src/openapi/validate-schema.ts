/**
 * swagger-parser's OpenAPI JSON Schema check (Ajv with the official 3.0 and
 * 3.1 schemas), applied to a document as given, without expanding `$ref`s.
 * It throws a SyntaxError with Ajv's `details`, like `SwaggerParser.validate`.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const validate = require('@apidevtools/swagger-parser/lib/validators/schema.js') as (api: unknown) => void;

export function validateSchema(api: unknown): void {
  validate(api);
}

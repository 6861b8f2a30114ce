/**
 * swagger-parser's OpenAPI JSON Schema check (Ajv with the official 3.0 and
 * 3.1 schemas), applied to a document as given, without expanding `$ref`s.
 * It throws a SyntaxError with Ajv's `details`, like `SwaggerParser.validate`.
 * Bundled into the engine's API chunk (loaded only by sites with an API), so
 * the package needs neither swagger-parser nor its resolver installed.
 */
import validate from '@apidevtools/swagger-parser/lib/validators/schema.js';

export function validateSchema(api: unknown): void {
  validate(api);
}

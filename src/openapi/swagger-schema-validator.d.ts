// The package's schema check has no declarations of its own: it throws on an invalid document.
declare module '@apidevtools/swagger-parser/lib/validators/schema.js' {
  const validate: (api: unknown) => void;
  export default validate;
}

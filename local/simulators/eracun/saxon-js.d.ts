/** The part of SaxonJS 2 (saxon-js, no types of its own) the eRačun checks use. */
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'serialized';
  }
  const SaxonJS: {
    transform(options: TransformOptions, execution: 'async'): Promise<{ principalResult: string }>;
    transform(options: TransformOptions): { principalResult: string };
  };
  export default SaxonJS;
}

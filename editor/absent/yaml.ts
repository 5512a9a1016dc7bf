/**
 * `yaml` for Decap: it parses a fetched config.yml (this editor passes its configuration in, with
 * load_config_file: false) and prints the configuration on its error screen. JSON is YAML, so both
 * still work for what this editor has; the YAML format itself is never used (./index.ts).
 */
export default {
  parse: (text: string): unknown => JSON.parse(text),
  stringify: (value: unknown): string => JSON.stringify(value, null, 2),
}

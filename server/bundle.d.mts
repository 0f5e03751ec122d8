/** The bundled server's entry point (server/bundle.mjs), built first when out of date. */
export function serverBundle(): Promise<string>;

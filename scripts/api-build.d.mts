// Types of scripts/api-build.mjs for the TypeScript projects that import it without checking JavaScript (apps/api's
// tests start the compiled server).
export declare const API_DIST: string;
export declare function isApiBuildCurrent(outDir?: string): boolean;
/** Builds the server into `outDir` (apps/api/dist unless told); resolves to the seconds it took. */
export declare function buildApi(outDir?: string): Promise<number>;

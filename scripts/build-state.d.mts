export const projectRoot: string;
export const serverBundle: string;
export const webPage: string;
export const ssrBundle: string;
export const webSources: string[];
export const serverSources: string[];
export function isCurrent(output: string, sources: string[]): boolean;

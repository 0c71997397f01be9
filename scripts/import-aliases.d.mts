export declare const importAliases: Record<'@domain' | '@server' | '@web' | '@tests' | '@scripts', string>;

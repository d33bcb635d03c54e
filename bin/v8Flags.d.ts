export declare const INTERRUPT_BUDGET: number;
export declare function setV8Flags(): void;
export declare const REGEXP_FLAGS: string;

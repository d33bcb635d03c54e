export declare const INTERRUPT_BUDGET: number;
export declare function setV8Flags(): void;

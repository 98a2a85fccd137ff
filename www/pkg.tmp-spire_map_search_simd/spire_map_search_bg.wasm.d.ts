/* tslint:disable */
/* eslint-disable */
export const memory: WebAssembly.Memory;
export const bench_acts: (a: number, b: number) => [number, number];
export const check_filter: (a: number, b: number) => [number, number, number, number];
export const filter_names: () => [number, number, number];
export const search: (a: any) => [number, number, number];
export const version: () => [number, number];
export const __wbindgen_malloc: (a: number, b: number) => number;
export const __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
export const __wbindgen_free: (a: number, b: number, c: number) => void;
export const __wbindgen_exn_store: (a: number) => void;
export const __externref_table_alloc: () => number;
export const __wbindgen_externrefs: WebAssembly.Table;
export const __externref_table_dealloc: (a: number) => void;
export const __wbindgen_start: () => void;

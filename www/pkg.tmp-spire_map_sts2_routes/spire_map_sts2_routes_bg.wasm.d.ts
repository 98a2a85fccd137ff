/* tslint:disable */
/* eslint-disable */
export const memory: WebAssembly.Memory;
export const best_route: (a: any) => [number, number, number];
export const daily: (a: any) => [number, number, number];
export const generate_map: (a: any) => [number, number, number];
export const run_start: (a: any) => [number, number, number];
export const version: () => [number, number];
export const walk_route: (a: any) => [number, number, number];
export const __wbindgen_malloc: (a: number, b: number) => number;
export const __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
export const __wbindgen_free: (a: number, b: number, c: number) => void;
export const __wbindgen_exn_store: (a: number) => void;
export const __externref_table_alloc: () => number;
export const __wbindgen_externrefs: WebAssembly.Table;
export const __externref_table_dealloc: (a: number) => void;
export const __wbindgen_start: () => void;

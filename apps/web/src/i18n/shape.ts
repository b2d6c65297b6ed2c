/** A dictionary's shape with its words as plain strings: what each other language must give. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

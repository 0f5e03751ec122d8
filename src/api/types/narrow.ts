/** The `narrow` parameter of GET /messages and friends: a list of search terms. */
export interface NarrowTerm {
  operator: string;
  operand: string | number | number[];
  negated?: boolean;
}

export type Narrow = NarrowTerm[];

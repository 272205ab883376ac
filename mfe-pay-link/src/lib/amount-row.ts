/** A labelled amount of a document's breakdown; `total` rules it off as what the rows above come to. */
export interface AmountRow {
  label: string;
  amount: number;
  total?: boolean;
}

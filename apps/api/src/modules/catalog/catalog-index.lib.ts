// The catalogue index a process answers lists, search, facet counts and suggestions from
// (docs/decisions/035-catalogue-index-in-process.md): the live products' list fields in typed columns, each sort
// order as a permutation, and an inverted index of their words. Pure: built from rows handed to it, no database.

import { CATEGORIES, type Category } from '@shop/shared/categories';
import { DISCOUNT_FILTERS, PRICE_CHOICES, RATING_FILTERS, type SortOrder } from '@shop/shared/list-options';
import { discountPercent } from '@shop/shared/pricing';

/** What the index needs of a live product; prices in paise. */
export interface IndexRow {
  id: string;
  name: string;
  description: string;
  category: string;
  subCategory: string;
  brand: string;
  displayPrice: number;
  originalPrice: number;
  ratingTotal: number;
  numReviews: number;
  /** Microseconds since the epoch: the newest-first order is the database's `created_at desc, id desc`. */
  createdAt: number;
  inStock: boolean;
}

/** A list's filters: prices in paise, inclusive; `words` already split by `searchWords`. */
export interface IndexQuery {
  /**
   * Undefined: no search. Empty: a search whose text has no letters or digits ("%", ".*"), which no product
   * matches: its characters are text, never a pattern matching everything.
   */
  words?: readonly string[] | undefined;
  category?: string | undefined;
  subCategory?: string | undefined;
  brands?: readonly string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minRating?: number | undefined;
  minDiscount?: number | undefined;
  inStock?: boolean | undefined;
  sort?: SortOrder | undefined;
}

export interface IndexFacets {
  categories: { value: Category; count: number }[];
  subCategories: { value: string; count: number }[];
  brands: { value: string; count: number }[];
  /** Counts per quick price (PRICE_CHOICES), in its order. */
  prices: number[];
  ratings: { value: number; count: number }[];
  discounts: { value: number; count: number }[];
  inStock: number;
}

export interface IndexPage {
  ids: string[];
  total: number;
  facets: IndexFacets;
}

// Where a word of a product was found. A word in several fields of one product is one posting with several bits.
const NAME = 1;
const BRAND = 2;
const CATEGORY = 4;
const DESCRIPTION = 8;
/** Relevance of a whole-word match in the best field a word was found in (half for the start of a word or a typo). */
function fieldPoints(fields: number): number {
  if (fields & NAME) return 8;
  if (fields & BRAND) return 6;
  if (fields & CATEGORY) return 4;
  return 2;
}
/** Query words are expanded to at most this many vocabulary words each (the start of a word can match many). */
const MAX_EXPANSIONS = 500;
const TYPO_MIN_LENGTH = 4;
/** Pages reaching this far into a search's relevance order pick their products in one pass instead of sorting all. */
const TOP_PICK = 96;

// Bits of the filters a product fails, per request (facet counts: decision 035).
const FAIL_CATEGORY = 1;
const FAIL_SUB = 2;
const FAIL_BRAND = 4;
const FAIL_PRICE = 8;
const FAIL_RATING = 16;
const FAIL_DISCOUNT = 32;
const FAIL_STOCK = 64;
const NOT_A_CANDIDATE = 255;

/** The orders kept as permutations; `relevance` is computed per search. */
const ORDERS = ['newest', 'price_asc', 'price_desc', 'rating', 'discount', 'popular'] as const;
type StoredOrder = (typeof ORDERS)[number];

/** Splits text into the index's words: lower-case runs of letters and digits (decision 003). */
/**
 * Words too common to find anything by: not indexed (in descriptions they were a third of all postings), and left out
 * of a search that has other words ("kettle for tea" looks for "kettle" and "tea"). A search of these alone reads
 * them as the start of longer words ("for" finds "fork").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'our',
  'the',
  'this',
  'that',
  'to',
  'with',
  'your',
]);

export function indexWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The word and the word with each one letter deleted: two words one edit apart share one of these. */
export function deletions(word: string): string[] {
  return [...new Set([word, ...Array.from(word, (_letter, i) => word.slice(0, i) + word.slice(i + 1))])];
}

/**
 * True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of two neighbouring letters
 * (the commonest typo: "kettel" for "kettle"; two such words share a deletion too).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length < long.length) return short.slice(i) === long.slice(i + 1);
  if (short.slice(i + 1) === long.slice(i + 1)) return true;
  return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2);
}

const CHUNK_BITS = 16;
const CHUNK = 1 << CHUNK_BITS;

/**
 * A growable column of 32-bit integers for the build, in chunks of 64 Ki values: growing never copies it, so a build
 * holds what it has written and no more (doubling an array held up to three times that while copying).
 */
class IntList {
  readonly #chunks: Int32Array[] = [];
  length = 0;
  push(value: number): void {
    const at = this.length & (CHUNK - 1);
    if (at === 0) this.#chunks.push(new Int32Array(CHUNK));
    const chunk = this.#chunks[this.#chunks.length - 1];
    if (chunk) chunk[at] = value;
    this.length++;
  }
  get(i: number): number {
    return this.#chunks[i >>> CHUNK_BITS]?.[i & (CHUNK - 1)] ?? 0;
  }
}

interface BuildInput {
  loaded: readonly Omit<IndexRow, 'description'>[];
  vocabulary: ReadonlyMap<string, number>;
  typoWords: ReadonlySet<number>;
  pairs: IntList;
  starts: IntList;
  version: { catalog: string; availability: string };
  sold: ReadonlyMap<string, number>;
}

/** Collects rows, then `finish()` makes the index. Rows may come in any order, each product once. */
export class CatalogIndexBuilder {
  readonly #rows: Omit<IndexRow, 'description'>[] = [];
  readonly #vocabulary = new Map<string, number>();
  readonly #typoWords = new Set<number>();
  /** Per product, its (word id, fields) pairs one after the other; `#starts[i]` where product i's begin. */
  readonly #pairs = new IntList();
  readonly #starts = new IntList();

  /** One copy of each category, subcategory and brand text, however many rows carry it. */
  readonly #texts = new Map<string, string>();

  #shared(text: string): string {
    const known = this.#texts.get(text);
    if (known !== undefined) return known;
    this.#texts.set(text, text);
    return text;
  }

  add(row: IndexRow): void {
    const { description, ...kept } = row;
    this.#starts.push(this.#pairs.length);
    this.#rows.push({
      ...kept,
      category: this.#shared(kept.category),
      subCategory: this.#shared(kept.subCategory),
      brand: this.#shared(kept.brand),
    });
    const fields = new Map<number, number>();
    const note = (text: string, field: number) => {
      for (const word of indexWords(text)) {
        if (STOP_WORDS.has(word)) continue;
        let id = this.#vocabulary.get(word);
        if (id === undefined) {
          id = this.#vocabulary.size;
          this.#vocabulary.set(word, id);
        }
        if (field !== DESCRIPTION) this.#typoWords.add(id);
        fields.set(id, (fields.get(id) ?? 0) | field);
      }
    };
    note(row.name, NAME);
    note(row.brand, BRAND);
    note(`${row.category} ${row.subCategory}`, CATEGORY);
    note(description, DESCRIPTION);
    for (const [id, bits] of fields) {
      this.#pairs.push(id);
      this.#pairs.push(bits);
    }
  }

  finish(
    version: { catalog: string; availability: string },
    sold: ReadonlyMap<string, number>,
  ): CatalogIndex {
    return new CatalogIndex({
      loaded: this.#rows,
      vocabulary: this.#vocabulary,
      typoWords: this.#typoWords,
      pairs: this.#pairs,
      starts: this.#starts,
      version,
      sold,
    });
  }
}

/** The rating filters in the index's units (tenths of a star); like DISCOUNT_FILTERS, highest first. */
const RATING_FLOORS = RATING_FILTERS.map((stars) => stars * 10);
/**
 * The quick prices (PRICE_CHOICES) overlap ("Under ₹500" holds "Under ₹100"), so each product is counted once in
 * one of the spans their bounds cut the prices into, and a choice's count is the sum of the spans it covers. In
 * paise, each bound starting a span: a minimum where it is, a maximum (inclusive) one paisa above.
 */
const PRICE_CUTS = [
  ...new Set(
    PRICE_CHOICES.flatMap(({ minPrice, maxPrice }) => [
      ...(minPrice === undefined ? [] : [Math.round(minPrice * 100)]),
      ...(maxPrice === undefined ? [] : [Math.round(maxPrice * 100) + 1]),
    ]),
  ),
].sort((a, b) => a - b);

/** The span a price in paise falls in: how many cuts are at or below it. */
function priceSpanOf(price: number): number {
  return PRICE_CUTS.filter((cut) => cut <= price).length;
}

/** Each quick price's spans, first and past the last. */
const PRICE_CHOICE_SPANS = PRICE_CHOICES.map(({ minPrice, maxPrice }) => ({
  from: minPrice === undefined ? 0 : priceSpanOf(Math.round(minPrice * 100)),
  to: maxPrice === undefined ? PRICE_CUTS.length + 1 : priceSpanOf(Math.round(maxPrice * 100) + 1),
}));

/**
 * A filter list's counts from a histogram of levels (how many of the filters, highest first, a product meets): the
 * filter at index r is met by the products of level `length - r` and above.
 */
function cumulative(levels: Int32Array, length: number): number[] {
  const counts: number[] = [];
  let sum = 0;
  for (let level = length; level >= 1; level--) {
    sum += at(levels, level);
    counts.push(sum);
  }
  return counts;
}

/**
 * Everything an index holds but its scratch space: what a build in a process of its own sends back (structured-
 * cloneable: typed arrays, strings, maps), and what `CatalogIndex.restore` makes an index of again.
 */
export interface IndexParts {
  catalogVersion: string;
  availabilityVersion: string;
  idText: string;
  idStart: Int32Array;
  byId: Int32Array;
  names: string[];
  category: Uint8Array;
  sub: Uint16Array;
  subNames: string[];
  subByKey: Map<string, number>;
  brand: Uint16Array;
  brandNames: string[];
  brandByName: Map<string, number>;
  price: Int32Array;
  rating: Uint8Array;
  reviews: Int32Array;
  discount: Uint8Array;
  priceRange: Uint8Array;
  ratingLevel: Uint8Array;
  discountLevel: Uint8Array;
  sold: Int32Array;
  inStock: Uint8Array;
  newestRank: Int32Array;
  nameRank: Int32Array;
  byNameRank: Int32Array;
  orders: Map<StoredOrder, Int32Array>;
  categoryOrders: Map<StoredOrder, Int32Array[]>;
  words: string[];
  wordStart: Int32Array;
  postingProduct: Int32Array;
  postingFields: Uint8Array;
  variants: Map<string, number[]>;
}

/** Reads a column at a position it holds: the index only ever asks for positions inside its columns. */
function at<T>(column: ArrayLike<T>, i: number): T {
  return column[i] as T;
}

function bump(counts: Int32Array, i: number): void {
  counts[i] = at(counts, i) + 1;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The work space of one request over n products (see `CatalogIndex`'s `#scratch`). */
function scratchFor(n: number) {
  return {
    /** Per product, the filters it fails (facet pass); NOT_A_CANDIDATE outside a search's matches. */
    fails: new Uint8Array(n),
    hits: new Uint8Array(n),
    score: new Uint16Array(n),
    wordScore: new Uint16Array(n),
    touched: new Int32Array(n),
    matched: new Int32Array(n),
    keys: new Float64Array(n),
    ranked: new Int32Array(n),
  };
}
type Scratch = ReturnType<typeof scratchFor>;

export class CatalogIndex {
  readonly catalogVersion: string;
  availabilityVersion: string;
  readonly size: number;

  /** Every product's id, one after another in position order (one string, not 100,000), and where each begins. */
  readonly #idText: string;
  readonly #idStart: Int32Array;
  /** Positions in id order: a product is found by its id with a binary search, without a map of every id. */
  readonly #byId: Int32Array;
  readonly #names: string[];
  readonly #category: Uint8Array;
  readonly #sub: Uint16Array;
  readonly #subNames: string[] = [];
  readonly #subByKey = new Map<string, number>();
  readonly #brand: Uint16Array;
  readonly #brandNames: string[] = [];
  readonly #brandByName = new Map<string, number>();
  readonly #price: Int32Array;
  /** Average rating × 10, rounded as the card shows it (one decimal). */
  readonly #rating: Uint8Array;
  readonly #reviews: Int32Array;
  readonly #discount: Uint8Array;
  /** Per product, which price span holds its price (PRICE_CUTS), and how many of RATING_FILTERS / DISCOUNT_FILTERS it meets. */
  readonly #priceRange: Uint8Array;
  readonly #ratingLevel: Uint8Array;
  readonly #discountLevel: Uint8Array;
  readonly #sold: Int32Array;
  readonly #inStock: Uint8Array;
  /** Each product's place in the newest-first order: every order's last tie-breaker. */
  readonly #newestRank: Int32Array;
  /** Each product's place in name order (lower-cased name, then id): relevance's tie-breaker. */
  readonly #nameRank: Int32Array;
  readonly #byNameRank: Int32Array;
  /** Per order, all products; and per order and category (index in CATEGORIES), that category's products. */
  readonly #orders = new Map<StoredOrder, Int32Array>();
  readonly #categoryOrders = new Map<StoredOrder, Int32Array[]>();

  // The words: sorted, so the words a prefix starts are one range; postings per word in CSR form.
  readonly #words: string[];
  readonly #wordStart: Int32Array;
  readonly #postingProduct: Int32Array;
  readonly #postingFields: Uint8Array;
  /** A deletion variant (`deletions`) → the words of name, brand or category that have it. */
  readonly #variants = new Map<string, number[]>();

  /**
   * Per-request scratch, reused: answers are computed synchronously, one at a time. A search's matches, sort keys and
   * order come back from #match and #byRelevance as views of it, good until the next call (a search never allocates
   * in proportion to its matches, which V8 would collect late).
   */
  readonly #scratch: Scratch;

  constructor(input: BuildInput | { restore: IndexParts }) {
    if ('restore' in input) {
      const parts = input.restore;
      this.catalogVersion = parts.catalogVersion;
      this.availabilityVersion = parts.availabilityVersion;
      this.size = parts.category.length;
      this.#idText = parts.idText;
      this.#idStart = parts.idStart;
      this.#byId = parts.byId;
      this.#names = parts.names;
      this.#category = parts.category;
      this.#sub = parts.sub;
      this.#subNames = parts.subNames;
      this.#subByKey = parts.subByKey;
      this.#brand = parts.brand;
      this.#brandNames = parts.brandNames;
      this.#brandByName = parts.brandByName;
      this.#price = parts.price;
      this.#rating = parts.rating;
      this.#reviews = parts.reviews;
      this.#discount = parts.discount;
      this.#priceRange = parts.priceRange;
      this.#ratingLevel = parts.ratingLevel;
      this.#discountLevel = parts.discountLevel;
      this.#sold = parts.sold;
      this.#inStock = parts.inStock;
      this.#newestRank = parts.newestRank;
      this.#nameRank = parts.nameRank;
      this.#byNameRank = parts.byNameRank;
      this.#orders = parts.orders;
      this.#categoryOrders = parts.categoryOrders;
      this.#words = parts.words;
      this.#wordStart = parts.wordStart;
      this.#postingProduct = parts.postingProduct;
      this.#postingFields = parts.postingFields;
      this.#variants = parts.variants;
      const n = this.size;
      this.#scratch = scratchFor(n);
      return;
    }
    const { loaded, vocabulary, typoWords, pairs, starts, version, sold } = input;
    // Products are laid out by category, newest first within each: a category page then reads one run of
    // positions in order (a scan of its columns, not a random read per product), and its newest-first list is
    // that run itself. `layout[i]` is the loaded row at position i.
    const categoryOf = loaded.map((row) => Math.max(0, CATEGORIES.indexOf(row.category as Category)));
    const layout = Int32Array.from(loaded, (_row, i) => i).sort(
      (a, b) =>
        at(categoryOf, a) - at(categoryOf, b) ||
        at(loaded, b).createdAt - at(loaded, a).createdAt ||
        byCodeUnits(at(loaded, b).id, at(loaded, a).id),
    );
    const rows = Array.from(layout, (i) => at(loaded, i));
    const n = rows.length;
    this.size = n;
    this.catalogVersion = version.catalog;
    this.availabilityVersion = version.availability;
    this.#idText = rows.map((row) => row.id).join('');
    this.#idStart = new Int32Array(n + 1);
    for (const [i, row] of rows.entries()) this.#idStart[i + 1] = at(this.#idStart, i) + row.id.length;
    this.#names = rows.map((row) => row.name);
    this.#category = new Uint8Array(n);
    this.#sub = new Uint16Array(n);
    this.#brand = new Uint16Array(n);
    this.#price = new Int32Array(n);
    this.#rating = new Uint8Array(n);
    this.#reviews = new Int32Array(n);
    this.#discount = new Uint8Array(n);
    this.#priceRange = new Uint8Array(n);
    this.#ratingLevel = new Uint8Array(n);
    this.#discountLevel = new Uint8Array(n);
    this.#sold = new Int32Array(n);
    this.#inStock = new Uint8Array(n);
    const created = new Float64Array(n);
    for (const [i, row] of rows.entries()) {
      this.#category[i] = Math.max(0, CATEGORIES.indexOf(row.category as Category));
      this.#sub[i] = this.#intern(
        row.subCategory.toLowerCase(),
        row.subCategory,
        this.#subByKey,
        this.#subNames,
      );
      this.#brand[i] = this.#intern(row.brand, row.brand, this.#brandByName, this.#brandNames);
      this.#price[i] = row.displayPrice;
      this.#rating[i] = row.numReviews > 0 ? Math.round((row.ratingTotal / row.numReviews) * 10) : 0;
      this.#reviews[i] = row.numReviews;
      this.#discount[i] = discountPercent(row.originalPrice, row.displayPrice);
      this.#inStock[i] = row.inStock ? 1 : 0;
      this.#priceRange[i] = priceSpanOf(row.displayPrice);
      this.#ratingLevel[i] = RATING_FLOORS.filter((floor) => at(this.#rating, i) >= floor).length;
      this.#discountLevel[i] = DISCOUNT_FILTERS.filter((floor) => at(this.#discount, i) >= floor).length;
      created[i] = row.createdAt;
    }
    const ids = rows.map((row) => row.id);
    this.#byId = Int32Array.from(rows, (_row, i) => i).sort((a, b) => byCodeUnits(at(ids, a), at(ids, b)));
    const newest = Int32Array.from({ length: n }, (_v, i) => i).sort(
      (a, b) => at(created, b) - at(created, a) || byCodeUnits(at(ids, b), at(ids, a)),
    );
    this.#newestRank = new Int32Array(n);
    for (const [rank, i] of newest.entries()) this.#newestRank[i] = rank;
    const nameKeys = this.#names.map((name) => name.toLowerCase());
    this.#byNameRank = Int32Array.from({ length: n }, (_v, i) => i).sort(
      (a, b) => byCodeUnits(at(nameKeys, a), at(nameKeys, b)) || byCodeUnits(at(ids, a), at(ids, b)),
    );
    this.#nameRank = new Int32Array(n);
    for (const [rank, i] of this.#byNameRank.entries()) this.#nameRank[i] = rank;
    this.#orders.set('newest', newest);
    this.#setPopularity(sold);
    this.#sortAll();

    // Words: sorted, the build's ids mapped to their place; postings counted, then filled in product order.
    const unsorted = [...vocabulary.keys()];
    this.#words = [...unsorted].sort(byCodeUnits);
    const place = new Int32Array(unsorted.length);
    for (const [sortedId, word] of this.#words.entries()) place[vocabulary.get(word) ?? 0] = sortedId;
    const counts = new Int32Array(this.#words.length + 1);
    for (let p = 0; p < pairs.length; p += 2) bump(counts, at(place, pairs.get(p)) + 1);
    for (let w = 0; w < this.#words.length; w++) counts[w + 1] = at(counts, w + 1) + at(counts, w);
    this.#wordStart = counts;
    const fill = counts.slice(0, -1);
    this.#postingProduct = new Int32Array(pairs.length / 2);
    this.#postingFields = new Uint8Array(pairs.length / 2);
    for (let i = 0; i < n; i++) {
      const from = at(layout, i);
      const end = from + 1 < n ? starts.get(from + 1) : pairs.length;
      for (let p = starts.get(from); p < end; p += 2) {
        const word = at(place, pairs.get(p));
        const slot = at(fill, word);
        fill[word] = slot + 1;
        this.#postingProduct[slot] = i;
        this.#postingFields[slot] = pairs.get(p + 1);
      }
    }
    for (const id of typoWords) {
      const word = at(this.#words, at(place, id));
      if (word.length < TYPO_MIN_LENGTH - 1) continue;
      for (const variant of deletions(word)) {
        const list = this.#variants.get(variant);
        if (list) list.push(at(place, id));
        else this.#variants.set(variant, [at(place, id)]);
      }
    }

    this.#scratch = scratchFor(n);
  }

  /** The index's data, to send to another process (`restore` there). */
  parts(): IndexParts {
    return {
      catalogVersion: this.catalogVersion,
      availabilityVersion: this.availabilityVersion,
      idText: this.#idText,
      idStart: this.#idStart,
      byId: this.#byId,
      names: this.#names,
      category: this.#category,
      sub: this.#sub,
      subNames: this.#subNames,
      subByKey: this.#subByKey,
      brand: this.#brand,
      brandNames: this.#brandNames,
      brandByName: this.#brandByName,
      price: this.#price,
      rating: this.#rating,
      reviews: this.#reviews,
      discount: this.#discount,
      priceRange: this.#priceRange,
      ratingLevel: this.#ratingLevel,
      discountLevel: this.#discountLevel,
      sold: this.#sold,
      inStock: this.#inStock,
      newestRank: this.#newestRank,
      nameRank: this.#nameRank,
      byNameRank: this.#byNameRank,
      orders: this.#orders,
      categoryOrders: this.#categoryOrders,
      words: this.#words,
      wordStart: this.#wordStart,
      postingProduct: this.#postingProduct,
      postingFields: this.#postingFields,
      variants: this.#variants,
    };
  }

  static restore(parts: IndexParts): CatalogIndex {
    return new CatalogIndex({ restore: parts });
  }

  #order(order: StoredOrder): Int32Array {
    const list = this.#orders.get(order);
    if (!list) throw new Error(`catalogue index has no ${order} order`);
    return list;
  }

  #categoryOrder(order: StoredOrder): Int32Array[] {
    const lists = this.#categoryOrders.get(order);
    if (!lists) throw new Error(`catalogue index has no ${order} order by category`);
    return lists;
  }

  #intern(key: string, shown: string, byKey: Map<string, number>, names: string[]): number {
    let at = byKey.get(key);
    if (at === undefined) {
      at = names.length;
      names.push(shown);
      byKey.set(key, at);
    }
    return at;
  }

  /** Sorts every stored order but `newest` (the tie-breaker) and splits each by category. */
  #sortAll(): void {
    for (const order of ORDERS) if (order !== 'newest') this.#orders.set(order, this.#sorted(order));
    for (const order of ORDERS) this.#splitByCategory(order);
  }

  #sorted(order: Exclude<StoredOrder, 'newest'>): Int32Array {
    const rank = this.#newestRank;
    const price = this.#price;
    const rating = this.#rating;
    const reviews = this.#reviews;
    const discount = this.#discount;
    const sold = this.#sold;
    const compare: Record<typeof order, (a: number, b: number) => number> = {
      price_asc: (a, b) => at(price, a) - at(price, b),
      price_desc: (a, b) => at(price, b) - at(price, a),
      rating: (a, b) => at(rating, b) - at(rating, a) || at(reviews, b) - at(reviews, a),
      discount: (a, b) => at(discount, b) - at(discount, a),
      popular: (a, b) => at(sold, b) - at(sold, a),
    };
    const first = compare[order];
    return Int32Array.from(this.#order('newest')).sort((a, b) => first(a, b) || at(rank, a) - at(rank, b));
  }

  #splitByCategory(order: StoredOrder): void {
    const all = this.#order(order);
    const counts = new Int32Array(CATEGORIES.length);
    for (const i of all) bump(counts, at(this.#category, i));
    const lists = Array.from(counts, (count) => new Int32Array(count));
    const fill = new Int32Array(CATEGORIES.length);
    for (const i of all) {
      const c = at(this.#category, i);
      const slot = at(fill, c);
      fill[c] = slot + 1;
      at(lists, c)[slot] = i;
    }
    this.#categoryOrders.set(order, lists);
  }

  #idAt(i: number): string {
    return this.#idText.slice(at(this.#idStart, i), at(this.#idStart, i + 1));
  }

  /** The position of the product with this id, or -1. */
  #find(id: string): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.#idAt(at(this.#byId, mid)) < id) low = mid + 1;
      else high = mid;
    }
    const i = low < this.size ? at(this.#byId, low) : -1;
    return i >= 0 && this.#idAt(i) === id ? i : -1;
  }

  #setPopularity(sold: ReadonlyMap<string, number>): void {
    this.#sold.fill(0);
    for (const [id, units] of sold) {
      const i = this.#find(id);
      if (i >= 0) this.#sold[i] = Math.min(units, 2 ** 31 - 1);
    }
  }

  /** Units sold per product id in the last 30 days, read again: the popularity order follows. */
  updatePopularity(sold: ReadonlyMap<string, number>): void {
    this.#setPopularity(sold);
    this.#orders.set('popular', this.#sorted('popular'));
    this.#splitByCategory('popular');
  }

  /** The products out of stock now (every other live product is in stock), as of `version`. */
  updateAvailability(outOfStock: readonly string[], version: string): void {
    this.#inStock.fill(1);
    for (const id of outOfStock) {
      const i = this.#find(id);
      if (i >= 0) this.#inStock[i] = 0;
    }
    this.availabilityVersion = version;
  }

  /** The ids of the products of a page in the query's order, the total, and every filter value's count. */
  list(query: IndexQuery, offset: number, limit: number): IndexPage {
    const words = query.words ?? [];
    const category = query.category === undefined ? -1 : CATEGORIES.indexOf(query.category as Category);
    const fails = this.#scratch.fails;
    const searching = query.words !== undefined;
    let candidates: Int32Array;
    let relevance: Int32Array | undefined;
    if (searching) {
      candidates = this.#match(words, true);
      // Walking a whole order, the products that did not match must read as failing.
      fails.fill(NOT_A_CANDIDATE);
    } else {
      // A category's own list: every product walked below is one whose filters are marked.
      candidates = this.#orderFor('newest', category);
    }
    const facets = this.#count(candidates, query, searching ? category : -1);
    if (searching && (query.sort === undefined || query.sort === 'relevance')) {
      // Only the listed products, and only as many as the page reaches.
      relevance = this.#byRelevance(candidates, offset + limit, (i) => fails[i] === 0);
    } else if (searching) {
      this.#clearScores();
    }
    const order = relevance ?? this.#orderFor(query.sort, searching ? -1 : category);
    const ids: string[] = [];
    let seen = 0;
    if (offset < facets.total) {
      for (let k = 0; k < order.length; k++) {
        const i = order[k] ?? 0;
        if (fails[i] !== 0) continue;
        if (seen++ < offset) continue;
        ids.push(this.#idAt(i));
        if (ids.length === limit) break;
      }
    }
    return { ids, total: facets.total, facets: facets.facets };
  }

  #orderFor(sort: SortOrder | undefined, category: number): Int32Array {
    const order: StoredOrder = sort === undefined || sort === 'relevance' ? 'newest' : sort;
    return category >= 0 ? at(this.#categoryOrder(order), category) : this.#order(order);
  }

  /**
   * Marks every candidate in `#fails` with the filters it fails (0: it is listed) and counts the facets: a product
   * counts towards a value of a facet when it fails no filter but that facet's. `category` is a filter here only
   * for a search; a category page's candidates are that category's products already.
   */
  #count(
    candidates: Int32Array,
    query: IndexQuery,
    category: number,
  ): { total: number; facets: IndexFacets } {
    const fails = this.#scratch.fails;
    const sub =
      query.subCategory === undefined ? -2 : (this.#subByKey.get(query.subCategory.toLowerCase()) ?? -1);
    const brands = new Set<number>();
    for (const name of query.brands ?? []) brands.add(this.#brandByName.get(name) ?? -1);
    const minPrice = query.minPrice ?? -1;
    const maxPrice = query.maxPrice ?? Number.POSITIVE_INFINITY;
    const minRating = (query.minRating ?? 0) * 10;
    const minDiscount = query.minDiscount ?? 0;
    const onlyInStock = query.inStock === true;
    // Hot loop (once per product of the list, every request): plain locals, no allocation, one histogram per facet.
    const categories = this.#category;
    const subs = this.#sub;
    const brandOf = this.#brand;
    const prices = this.#price;
    const ratings = this.#rating;
    const discounts = this.#discount;
    const priceRanges = this.#priceRange;
    const ratingLevels = this.#ratingLevel;
    const discountLevels = this.#discountLevel;
    const stocked = this.#inStock;
    const brandWanted = new Uint8Array(this.#brandNames.length);
    for (const brand of brands) if (brand >= 0) brandWanted[brand] = 1;
    const anyBrand = brands.size === 0;

    const byCategory = new Int32Array(CATEGORIES.length);
    const bySub = new Int32Array(this.#subNames.length);
    const byBrand = new Int32Array(this.#brandNames.length);
    const byRange = new Int32Array(PRICE_CUTS.length + 1);
    const byRatingLevel = new Int32Array(RATING_FILTERS.length + 1);
    const byDiscountLevel = new Int32Array(DISCOUNT_FILTERS.length + 1);
    let inStock = 0;
    let total = 0;
    for (let c = 0; c < candidates.length; c++) {
      const i = candidates[c] ?? 0;
      const productCategory = categories[i] ?? 0;
      const productSub = subs[i] ?? 0;
      const productBrand = brandOf[i] ?? 0;
      const price = prices[i] ?? 0;
      const available = stocked[i] === 1;
      let bits = 0;
      if (category >= 0 && productCategory !== category) bits |= FAIL_CATEGORY;
      if (sub !== -2 && productSub !== sub) bits |= FAIL_SUB;
      if (!anyBrand && brandWanted[productBrand] !== 1) bits |= FAIL_BRAND;
      if (price < minPrice || price > maxPrice) bits |= FAIL_PRICE;
      if ((ratings[i] ?? 0) < minRating) bits |= FAIL_RATING;
      if ((discounts[i] ?? 0) < minDiscount) bits |= FAIL_DISCOUNT;
      if (onlyInStock && !available) bits |= FAIL_STOCK;
      fails[i] = bits;
      if (bits === 0) {
        // Listed: it counts for every facet.
        total++;
        byCategory[productCategory] = (byCategory[productCategory] ?? 0) + 1;
        bySub[productSub] = (bySub[productSub] ?? 0) + 1;
        byBrand[productBrand] = (byBrand[productBrand] ?? 0) + 1;
        const range = priceRanges[i] ?? 0;
        byRange[range] = (byRange[range] ?? 0) + 1;
        const ratingLevel = ratingLevels[i] ?? 0;
        byRatingLevel[ratingLevel] = (byRatingLevel[ratingLevel] ?? 0) + 1;
        const discountLevel = discountLevels[i] ?? 0;
        byDiscountLevel[discountLevel] = (byDiscountLevel[discountLevel] ?? 0) + 1;
        if (available) inStock++;
        continue;
      }
      // Failing exactly one filter: it counts only for that filter's facet.
      if ((bits & (bits - 1)) !== 0) continue;
      if (bits === FAIL_CATEGORY) byCategory[productCategory] = (byCategory[productCategory] ?? 0) + 1;
      else if (bits === FAIL_SUB) bySub[productSub] = (bySub[productSub] ?? 0) + 1;
      else if (bits === FAIL_BRAND) byBrand[productBrand] = (byBrand[productBrand] ?? 0) + 1;
      else if (bits === FAIL_PRICE) {
        const range = priceRanges[i] ?? 0;
        byRange[range] = (byRange[range] ?? 0) + 1;
      } else if (bits === FAIL_RATING) {
        const ratingLevel = ratingLevels[i] ?? 0;
        byRatingLevel[ratingLevel] = (byRatingLevel[ratingLevel] ?? 0) + 1;
      } else if (bits === FAIL_DISCOUNT) {
        const discountLevel = discountLevels[i] ?? 0;
        byDiscountLevel[discountLevel] = (byDiscountLevel[discountLevel] ?? 0) + 1;
      } else if (bits === FAIL_STOCK && available) inStock++;
    }
    const byRating = cumulative(byRatingLevel, RATING_FILTERS.length);
    const byDiscount = cumulative(byDiscountLevel, DISCOUNT_FILTERS.length);
    // A value the shopper chose stays listed with its count even at 0, so it can be unticked.
    const listed = (counts: Int32Array, names: readonly string[], chosen: (place: number) => boolean) =>
      names
        .map((value, place) => ({ value, count: at(counts, place), place }))
        .filter((entry) => entry.count > 0 || chosen(entry.place))
        .sort(
          (a, b) =>
            byCodeUnits(a.value.toLowerCase(), b.value.toLowerCase()) || byCodeUnits(a.value, b.value),
        )
        .map(({ value, count }) => ({ value, count }));
    return {
      total,
      facets: {
        categories: CATEGORIES.map((value, c) => ({ value, count: at(byCategory, c) })).filter(
          (entry) => entry.count > 0 || entry.value === query.category,
        ),
        subCategories: listed(bySub, this.#subNames, (place) => place === sub),
        brands: listed(byBrand, this.#brandNames, (place) => brands.has(place)),
        prices: PRICE_CHOICE_SPANS.map(({ from, to }) =>
          byRange.subarray(from, to).reduce((sum, count) => sum + count, 0),
        ),
        ratings: RATING_FILTERS.map((value, r) => ({ value, count: at(byRating, r) })),
        discounts: DISCOUNT_FILTERS.map((value, d) => ({ value, count: at(byDiscount, d) })),
        inStock,
      },
    };
  }

  /**
   * The products matching every word, with their relevance in `#score` (decision 035). `withDescription` false
   * leaves out words found only in descriptions (suggestions).
   */
  #match(typed: readonly string[], withDescription: boolean): Int32Array {
    this.#clearScores();
    const meaningful = typed.filter((word) => !STOP_WORDS.has(word));
    const words = meaningful.length > 0 ? meaningful : typed;
    const hits = this.#scratch.hits;
    const score = this.#scratch.score;
    const wordScore = this.#scratch.wordScore;
    const touched = this.#scratch.touched;
    let count = 0;
    const fieldMask = withDescription ? NAME | BRAND | CATEGORY | DESCRIPTION : NAME | BRAND | CATEGORY;
    const wordStart = this.#wordStart;
    const postingFields = this.#postingFields;
    const postingProduct = this.#postingProduct;
    // Hot loop (once per posting of every expansion): plain locals, no allocation.
    for (let k = 0; k < words.length; k++) {
      for (const [w, whole] of this.#expand(words[k] ?? '')) {
        const end = wordStart[w + 1] ?? 0;
        for (let p = wordStart[w] ?? 0; p < end; p++) {
          const fields = (postingFields[p] ?? 0) & fieldMask;
          if (fields === 0) continue;
          const i = postingProduct[p] ?? 0;
          const hit = hits[i] ?? 0;
          if (hit !== k && hit !== k + 1) continue;
          const points = fieldPoints(fields);
          const best = whole ? points : points / 2;
          if (hit === k) {
            hits[i] = k + 1;
            wordScore[i] = best;
            if (k === 0) touched[count++] = i;
          } else if (best > (wordScore[i] ?? 0)) {
            wordScore[i] = best;
          }
        }
      }
      for (let t = 0; t < count; t++) {
        const i = touched[t] ?? 0;
        if (hits[i] === k + 1) score[i] = (score[i] ?? 0) + (wordScore[i] ?? 0);
      }
    }
    const matched = this.#scratch.matched;
    let kept = 0;
    for (let t = 0; t < count; t++) {
      const i = touched[t] ?? 0;
      if (hits[i] === words.length) matched[kept++] = i;
      hits[i] = 0;
    }
    // Scores stay in #score for the caller; they are cleared by the next #clearScores.
    this.#lastTouched = touched.subarray(0, count);
    return matched.subarray(0, kept);
  }

  #lastTouched: Int32Array | undefined;

  #clearScores(): void {
    if (!this.#lastTouched) return;
    for (const i of this.#lastTouched) this.#scratch.score[i] = 0;
    this.#lastTouched = undefined;
  }

  /**
   * The vocabulary words a query word stands for, each with whether it is the whole word: itself, the words it
   * starts, and (four letters or more) the words one edit away. At most MAX_EXPANSIONS.
   */
  #expand(word: string): [number, boolean][] {
    const found = new Map<number, boolean>();
    let low = 0;
    let high = this.#words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (at(this.#words, mid) < word) low = mid + 1;
      else high = mid;
    }
    for (let w = low; w < this.#words.length && found.size < MAX_EXPANSIONS; w++) {
      const candidate = at(this.#words, w);
      if (!candidate.startsWith(word)) break;
      found.set(w, candidate === word);
    }
    if (word.length >= TYPO_MIN_LENGTH) {
      for (const variant of deletions(word)) {
        for (const w of this.#variants.get(variant) ?? []) {
          if (!found.has(w) && found.size < MAX_EXPANSIONS && withinOneEdit(word, at(this.#words, w))) {
            found.set(w, false);
          }
        }
      }
    }
    return [...found];
  }

  /**
   * The first `wanted` of the matched products that `listed` keeps, by relevance (highest first), then name order.
   * Clears the scores. A short page picks them in one pass; a deep one sorts all.
   */
  #byRelevance(matched: Int32Array, wanted: number, listed: (i: number) => boolean): Int32Array {
    const n = this.size;
    const score = this.#scratch.score;
    const nameRank = this.#nameRank;
    const keys = this.#scratch.keys;
    let count = 0;
    if (wanted <= TOP_PICK) {
      // Keys kept in ascending order, at most `wanted` of them: a key below the last is inserted in its place.
      for (let t = 0; t < matched.length; t++) {
        const i = matched[t] ?? 0;
        if (!listed(i)) continue;
        const key = (0xffff - (score[i] ?? 0)) * n + (nameRank[i] ?? 0);
        if (count === wanted && key >= (keys[count - 1] ?? 0)) continue;
        let at = count < wanted ? count++ : count - 1;
        while (at > 0 && (keys[at - 1] ?? 0) > key) {
          keys[at] = keys[at - 1] ?? 0;
          at--;
        }
        keys[at] = key;
      }
    } else {
      for (let t = 0; t < matched.length; t++) {
        const i = matched[t] ?? 0;
        if (listed(i)) keys[count++] = (0xffff - (score[i] ?? 0)) * n + (nameRank[i] ?? 0);
      }
      keys.subarray(0, count).sort();
    }
    this.#clearScores();
    const byNameRank = this.#byNameRank;
    const ranked = this.#scratch.ranked.subarray(0, count);
    for (let t = 0; t < count; t++) ranked[t] = byNameRank[(keys[t] ?? 0) % n] ?? 0;
    return ranked;
  }

  /** At most `limit` products for the search box: matching on name, brand or category, by relevance. */
  suggest(words: readonly string[], limit: number): { id: string; name: string; category: Category }[] {
    if (words.length === 0) return [];
    const ranked = this.#byRelevance(this.#match(words, false), limit, () => true);
    return Array.from(ranked, (i) => ({
      id: this.#idAt(i),
      name: at(this.#names, i),
      category: at(CATEGORIES, at(this.#category, i)),
    }));
  }
}
